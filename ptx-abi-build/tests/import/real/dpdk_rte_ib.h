// Source: DPDK/dpdk lib/net/rte_ib.h at commit 38f72e500b3b159eca3ba2f4ca0e46a26a7cb057 (BSD-3-Clause).
// The types are verbatim; functions and the includes of other DPDK headers left out.
// Macros and typedefs above the excerpt: lib/eal/include/rte_common.h and rte_byteorder.h as they read for GCC on a little-endian Linux host.
// ptx-abi-import: --compiler nvcc
// expect-skipped:
#include <stdint.h>
#define __rte_aligned(a) __attribute__((__aligned__(a)))
#define __rte_packed_begin
#define __rte_packed_end __attribute__((__packed__))
#define RTE_LITTLE_ENDIAN 1234
#define RTE_BIG_ENDIAN 4321
#define RTE_BYTE_ORDER RTE_LITTLE_ENDIAN
typedef uint16_t rte_be16_t;
typedef uint32_t rte_be32_t;
typedef uint64_t rte_be64_t;
typedef uint16_t rte_le16_t;
typedef uint32_t rte_le32_t;
typedef uint64_t rte_le64_t;
// --- excerpt ---
/* SPDX-License-Identifier: BSD-3-Clause
 * Copyright (c) 2023 NVIDIA Corporation & Affiliates
 */

#ifndef RTE_IB_H
#define RTE_IB_H

/**
 * @file
 *
 * InfiniBand headers definitions
 *
 * The infiniBand headers are used by RoCE (RDMA over Converged Ethernet).
 */

#include <stdint.h>


/**
 * InfiniBand Base Transport Header according to
 * IB Specification Vol 1-Release-1.4.
 */
__extension__
struct __rte_packed_begin rte_ib_bth {
	uint8_t	opcode;		/**< Opcode. */
#if RTE_BYTE_ORDER == RTE_LITTLE_ENDIAN
	uint8_t	tver:4;		/**< Transport Header Version. */
	uint8_t	padcnt:2;	/**< Pad Count. */
	uint8_t	m:1;		/**< MigReq. */
	uint8_t	se:1;		/**< Solicited Event. */
#elif RTE_BYTE_ORDER == RTE_BIG_ENDIAN
	uint8_t	se:1;		/**< Solicited Event. */
	uint8_t	m:1;		/**< MigReq. */
	uint8_t	padcnt:2;	/**< Pad Count. */
	uint8_t	tver:4;		/**< Transport Header Version. */
#endif
	rte_be16_t pkey;	/**< Partition key. */
#if RTE_BYTE_ORDER == RTE_LITTLE_ENDIAN
	uint8_t	rsvd0:6;	/**< Reserved. */
	uint8_t	b:1;		/**< BECN. */
	uint8_t	f:1;		/**< FECN. */
#elif RTE_BYTE_ORDER == RTE_BIG_ENDIAN
	uint8_t	f:1;		/**< FECN. */
	uint8_t	b:1;		/**< BECN. */
	uint8_t	rsvd0:6;	/**< Reserved. */
#endif
	uint8_t	dst_qp[3];	/**< Destination QP */
#if RTE_BYTE_ORDER == RTE_LITTLE_ENDIAN
	uint8_t	rsvd1:7;	/**< Reserved. */
	uint8_t	a:1;		/**< Acknowledge Request. */
#elif RTE_BYTE_ORDER == RTE_BIG_ENDIAN
	uint8_t	a:1;		/**< Acknowledge Request. */
	uint8_t	rsvd1:7;	/**< Reserved. */
#endif
	uint8_t	psn[3];		/**< Packet Sequence Number */
} __rte_packed_end;

/** RoCEv2 default port. */
#define RTE_ROCEV2_DEFAULT_PORT 4791

#endif /* RTE_IB_H */
