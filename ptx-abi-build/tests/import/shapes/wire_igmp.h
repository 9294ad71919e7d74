// Fixture: IGMP versions 2 and 3 (query, report, group records),
// in the shape of a packet-header library.
// ptx-abi-check: nvcc-only: NVRTC rejects the flexible array members of wire_igmpv3_query and wire_igmpv3_report and the zero-length array of wire_igmpv3_grec (nvcc accepts them as GCC does)
// ptx-abi-import: --compiler nvcc
// expect-skipped: wire_igmpv3_query wire_igmpv3_grec wire_igmpv3_report
#include <stdint.h>

#define WIRE_LITTLE_ENDIAN 1234
#define WIRE_BIG_ENDIAN 4321
#define WIRE_BYTE_ORDER WIRE_LITTLE_ENDIAN

typedef uint16_t ig_be16_t;
typedef uint32_t ig_be32_t;

#define WIRE_IGMP_QUERY 0x11
#define WIRE_IGMPV1_REPORT 0x12
#define WIRE_IGMPV2_REPORT 0x16
#define WIRE_IGMPV2_LEAVE 0x17
#define WIRE_IGMPV3_REPORT 0x22
#define WIRE_IGMPV3_MODE_IS_INCLUDE 1
#define WIRE_IGMPV3_MODE_IS_EXCLUDE 2
#define WIRE_IGMPV3_CHANGE_TO_INCLUDE 3
#define WIRE_IGMPV3_CHANGE_TO_EXCLUDE 4
#define WIRE_IGMPV3_ALLOW_NEW 5
#define WIRE_IGMPV3_BLOCK_OLD 6
#define WIRE_IGMP_QUERY 0x11

/* The eight-byte version 2 message. */
struct wire_igmp_hdr {
	uint8_t type;
	uint8_t max_resp;
	ig_be16_t checksum;
	ig_be32_t group;
};

/* The robustness, suppress and reserved bits of a version 3 query. */
union wire_igmpv3_qflags {
	uint8_t raw;
	struct {
#if WIRE_BYTE_ORDER == WIRE_LITTLE_ENDIAN
		uint8_t qrv:3;
		uint8_t suppress:1;
		uint8_t resv:4;
#else
		uint8_t resv:4;
		uint8_t suppress:1;
		uint8_t qrv:3;
#endif
	};
};

/* A version 3 query with its source list. */
struct wire_igmpv3_query {
	uint8_t type;
	uint8_t max_resp;
	ig_be16_t checksum;
	ig_be32_t group;
	union wire_igmpv3_qflags flags;
	uint8_t qqic;
	ig_be16_t nsrcs;
	ig_be32_t srcs[];
};

/* The fixed part of a query, for building one with no sources. */
struct wire_igmpv3_query_fixed {
	struct wire_igmp_hdr hdr;
	union wire_igmpv3_qflags flags;
	uint8_t qqic;
	ig_be16_t nsrcs;
};

/* A group record of a version 3 report. */
struct wire_igmpv3_grec {
	uint8_t type;
	uint8_t aux_words;
	ig_be16_t nsrcs;
	ig_be32_t mcast;
	ig_be32_t srcs[0];
};

/* A version 3 report and its records. */
struct wire_igmpv3_report {
	uint8_t type;
	uint8_t resv1;
	ig_be16_t checksum;
	ig_be16_t resv2;
	ig_be16_t ngrec;
	struct wire_igmpv3_grec grec[];
};

/* One group record with room for a single source. */
struct wire_igmpv3_grec1 {
	uint8_t type;
	uint8_t aux_words;
	ig_be16_t nsrcs;
	ig_be32_t mcast;
	ig_be32_t src;
};

/* A record kept as it travels: packed by an attribute after its closing brace, which nvcc
   honours and NVRTC ignores. */
#define WIRE_IGMP_PACKED_END __attribute__((__packed__))
struct wire_igmp_trace_rec {
    uint8_t kind;
    uint32_t stamp;
    uint16_t length;
    uint8_t flags;
} WIRE_IGMP_PACKED_END;
