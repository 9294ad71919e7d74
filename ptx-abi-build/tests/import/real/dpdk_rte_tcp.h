// Source: DPDK/dpdk lib/net/rte_tcp.h at commit 38f72e500b3b159eca3ba2f4ca0e46a26a7cb057 (BSD-3-Clause).
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
 * Copyright(c) 1982, 1986, 1990, 1993
 *      The Regents of the University of California.
 * Copyright(c) 2010-2014 Intel Corporation.
 * All rights reserved.
 */

#ifndef _RTE_TCP_H_
#define _RTE_TCP_H_

/**
 * @file
 *
 * TCP-related defines
 */

#include <stdint.h>


/**
 * TCP Header
 */
struct __rte_packed_begin rte_tcp_hdr {
	rte_be16_t src_port; /**< TCP source port. */
	rte_be16_t dst_port; /**< TCP destination port. */
	rte_be32_t sent_seq; /**< TX data sequence number. */
	rte_be32_t recv_ack; /**< RX data acknowledgment sequence number. */
	uint8_t  data_off;   /**< Data offset. */
	uint8_t  tcp_flags;  /**< TCP flags */
	rte_be16_t rx_win;   /**< RX flow control window. */
	rte_be16_t cksum;    /**< TCP checksum. */
	rte_be16_t tcp_urp;  /**< TCP urgent pointer, if any. */
} __rte_packed_end;

/**
 * TCP Flags
 */
#define RTE_TCP_CWR_FLAG 0x80 /**< Congestion Window Reduced */
#define RTE_TCP_ECE_FLAG 0x40 /**< ECN-Echo */
#define RTE_TCP_URG_FLAG 0x20 /**< Urgent Pointer field significant */
#define RTE_TCP_ACK_FLAG 0x10 /**< Acknowledgment field significant */
#define RTE_TCP_PSH_FLAG 0x08 /**< Push Function */
#define RTE_TCP_RST_FLAG 0x04 /**< Reset the connection */
#define RTE_TCP_SYN_FLAG 0x02 /**< Synchronize sequence numbers */
#define RTE_TCP_FIN_FLAG 0x01 /**< No more data from sender */

#endif /* RTE_TCP_H_ */
