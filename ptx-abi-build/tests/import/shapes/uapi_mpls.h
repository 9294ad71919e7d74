// Fixture: label-switching label words with their mask and shift macros, a bit-field view and
// per-interface counters, in the shape of an operating system's user-API headers.
// ptx-abi-import: -D__LITTLE_ENDIAN_BITFIELD
// expect-skipped:
#include <stdint.h>

typedef uint32_t mlx_be32;
typedef uint64_t mlx_u64;

#define MLX_LABEL_MASK 0xFFFFF000
#define MLX_LABEL_SHIFT 12
#define MLX_TC_MASK 0x00000E00
#define MLX_TC_SHIFT 9
#define MLX_BOS_MASK 0x00000100
#define MLX_BOS_SHIFT 8
#define MLX_TTL_MASK 0x000000FF
#define MLX_TTL_SHIFT 0
#define MLX_LABEL_IMPLICIT_NULL 3
#define MLX_LABEL_FIRST_UNRESERVED 16

/* Netlink attribute kinds; the last names the highest. */
enum mlx_stats_attr {
    MLX_STATS_UNSPEC = 0,
    MLX_STATS_LINK = 1,
    MLX_STATS_COUNT = 2,
    MLX_STATS_MAX = 1,
};

/* One label stack entry as it travels. */
struct mlx_label {
    mlx_be32 entry;
};

/* The same entry with its fields in host order. */
union mlx_label_view {
    uint32_t raw;
    struct {
#if defined(__LITTLE_ENDIAN_BITFIELD)
        uint32_t ttl : 8,
                 bottom : 1,
                 traffic_class : 3,
                 label : 20;
#elif defined(__BIG_ENDIAN_BITFIELD)
        uint32_t label : 20,
                 traffic_class : 3,
                 bottom : 1,
                 ttl : 8;
#else
#error "choose a bit-field order"
#endif
    };
};

/* A short stack of entries, packed and aligned to four in one attribute. */
struct mlx_stack {
    struct mlx_label entries[4];
    uint8_t depth;
    uint8_t reserved[3];
} __attribute__((packed, aligned(4)));

/* Per-interface counters, each naturally eight bytes. */
struct __attribute__((aligned(8))) mlx_link_stats {
    mlx_u64 rx_packets;
    mlx_u64 tx_packets;
    mlx_u64 rx_bytes;
    mlx_u64 tx_bytes;
    mlx_u64 rx_errors;
    mlx_u64 tx_errors;
    mlx_u64 rx_dropped;
    mlx_u64 tx_dropped;
    mlx_u64 rx_noroute;
};

/* Two labels and a hop count in one 64-bit unit: the second label crosses bit 32. */
struct mlx_pair {
    uint64_t outer : 20, inner : 20, ttl_and_flags : 24;
};
