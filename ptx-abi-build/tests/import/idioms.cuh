// C's idioms as real CUDA headers write them (written here): a macro defined twice, an enum with
// `bool` as its underlying type, function pointers (a typedef, a bare one, a pointer to a
// function type, a table of them), and the three typedef forms of a struct. NVRTC and nvcc
// compile this header with the import's layouts asserted (`tests/oracle/import_headers.rs`).
#define IDIOMS_LANES 4
#define IDIOMS_LANES 4

enum Toggle : bool { TOGGLE_OFF = false, TOGGLE_ON = true };

typedef void (*visit_fn)(int, float *);
typedef float map_fn(float);

typedef struct { float x, y, z, w; } vec4_t;

typedef struct span { int begin; int end; } span;

typedef struct node_s {
    struct node_s *next;
    int value;
} node_t;

struct Job {
    visit_fn visit;
    void (*finish)(int);
    map_fn *map;
    visit_fn *visitors;
    Toggle enabled;
    vec4_t origin;
    span range;
    node_t head;
    float weights[IDIOMS_LANES];
};
