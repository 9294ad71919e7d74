// Source: DPDK/dpdk lib/net/rte_ppp.h at commit 38f72e500b3b159eca3ba2f4ca0e46a26a7cb057 (BSD-3-Clause).
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
 * Copyright(c) 2021 Intel Corporation.
 */

#ifndef _RTE_PPP_H_
#define _RTE_PPP_H_

/**
 * @file
 *
 * PPP headers definition.
 */

#include <stdint.h>

/**
 * PPP Header
 */
struct __rte_packed_begin rte_ppp_hdr {
	uint8_t addr; /**< PPP address(8) */
	uint8_t ctrl; /**< PPP control(8) */
	rte_be16_t proto_id; /**< PPP protocol identifier(16) */
} __rte_packed_end;

#endif /* _RTE_PPP_H_ */
