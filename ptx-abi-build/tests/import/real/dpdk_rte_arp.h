// Source: DPDK/dpdk lib/net/rte_arp.h at commit 38f72e500b3b159eca3ba2f4ca0e46a26a7cb057 (BSD-3-Clause).
// The types are verbatim; functions and the includes of other DPDK headers left out.
// Macros and typedefs above the excerpt: lib/eal/include/rte_common.h and rte_byteorder.h as they read for GCC on a little-endian Linux host; struct rte_ether_addr from lib/net/rte_ether.h.
// ptx-abi-import:
// expect-skipped: rte_arp_hdr rte_arp_ipv4
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
#define RTE_ETHER_ADDR_LEN  6
struct __rte_aligned(2) rte_ether_addr {
	uint8_t addr_bytes[RTE_ETHER_ADDR_LEN];
};
// --- excerpt ---
/* SPDX-License-Identifier: BSD-3-Clause
 * Copyright(c) 2013 6WIND S.A.
 */

#ifndef _RTE_ARP_H_
#define _RTE_ARP_H_

/**
 * @file
 *
 * ARP-related defines
 */

#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/**
 * ARP header IPv4 payload.
 */
struct __rte_aligned(2) __rte_packed_begin rte_arp_ipv4 {
	struct rte_ether_addr arp_sha;  /**< sender hardware address */
	rte_be32_t            arp_sip;  /**< sender IP address */
	struct rte_ether_addr arp_tha;  /**< target hardware address */
	rte_be32_t            arp_tip;  /**< target IP address */
} __rte_packed_end;

/**
 * ARP header.
 */
struct __rte_aligned(2) __rte_packed_begin rte_arp_hdr {
	rte_be16_t arp_hardware; /**< format of hardware address */
#define RTE_ARP_HRD_ETHER     1  /**< ARP Ethernet address format */

	rte_be16_t arp_protocol; /**< format of protocol address */
	uint8_t    arp_hlen;     /**< length of hardware address */
	uint8_t    arp_plen;     /**< length of protocol address */
	rte_be16_t arp_opcode;   /**< ARP opcode (command) */
#define	RTE_ARP_OP_REQUEST    1  /**< request to resolve address */
#define	RTE_ARP_OP_REPLY      2  /**< response to previous request */
#define	RTE_ARP_OP_REVREQUEST 3  /**< request proto addr given hardware */
#define	RTE_ARP_OP_REVREPLY   4  /**< response giving protocol address */
#define	RTE_ARP_OP_INVREQUEST 8  /**< request to identify peer */
#define	RTE_ARP_OP_INVREPLY   9  /**< response identifying peer */

	struct rte_arp_ipv4 arp_data;
} __rte_packed_end;

/**
 * Make a RARP packet based on MAC addr.
 *
 * @param mpool
 *   Pointer to the rte_mempool
 * @param mac
 *   Pointer to the MAC addr
 *
 * @return
 *   - RARP packet pointer on success, or NULL on error
 */
struct rte_mbuf *
rte_net_make_rarp_packet(struct rte_mempool *mpool,
		const struct rte_ether_addr *mac);

#ifdef __cplusplus
}
#endif

#endif /* _RTE_ARP_H_ */
