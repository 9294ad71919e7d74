// Fixture: enums with fixed underlying types (`uint8_t`, `int64_t`, `bool`, `int16_t`) as members
// and as bit-fields, in the shape of a bindings generator's enum tests.
// ptx-abi-import:
// expect-skipped:
#include <stdint.h>

enum edge_small : uint8_t {
    EDGE_SMALL_OFF = 0,
    EDGE_SMALL_ON = 1,
    EDGE_SMALL_MAX = 255
};

enum edge_huge : int64_t {
    EDGE_HUGE_LOW = -4294967296,
    EDGE_HUGE_ZERO = 0,
    EDGE_HUGE_HIGH = 0x100000000
};

enum edge_truth : bool {
    EDGE_FALSE = false,
    EDGE_TRUE = true
};

enum class edge_mode16 : int16_t {
    Low = -300,
    Mid = 0,
    High = 300
};

struct edge_enum_holder {
    enum edge_small s;
    enum edge_huge h;
    enum edge_truth t;
    edge_mode16 m;
};

struct edge_enum_bits {
    enum edge_small s : 4;
    edge_mode16 m : 10;
    enum edge_truth t : 1;
};
