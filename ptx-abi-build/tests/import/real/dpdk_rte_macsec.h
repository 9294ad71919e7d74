// Source: DPDK/dpdk lib/net/rte_macsec.h at commit 38f72e500b3b159eca3ba2f4ca0e46a26a7cb057 (BSD-3-Clause).
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
 * Copyright(C) 2022 Marvell.
 */

#ifndef RTE_MACSEC_H
#define RTE_MACSEC_H

/**
 * @file
 *
 * MACsec-related defines
 */


#define RTE_MACSEC_TCI_VER_MASK	0x80 /**< Version mask for MACsec. Should be 0. */
#define RTE_MACSEC_TCI_ES	0x40 /**< Mask for End station (ES) bit - SCI is not valid. */
#define RTE_MACSEC_TCI_SC	0x20 /**< Mask for SCI present bit. */
#define RTE_MACSEC_TCI_SCB	0x10 /**< Mask for EPON single copy broadcast bit. */
#define RTE_MACSEC_TCI_E	0x08 /**< Mask for encrypted user data bit. */
#define RTE_MACSEC_TCI_C	0x04 /**< Mask for changed user data bit (because of encryption). */
#define RTE_MACSEC_AN_MASK	0x03 /**< Association number mask in tci_an. */

/**
 * MACsec Header (SecTAG)
 */
__extension__
struct __rte_packed_begin rte_macsec_hdr {
	/**
	 * Tag control information and Association number of secure channel.
	 * Various bits of TCI and AN are masked using RTE_MACSEC_TCI_* and RTE_MACSEC_AN_MASK.
	 */
	uint8_t tci_an;
#if RTE_BYTE_ORDER == RTE_LITTLE_ENDIAN
	uint8_t short_length:6; /**< Short Length. */
	uint8_t unused:2;
#elif RTE_BYTE_ORDER == RTE_BIG_ENDIAN
	uint8_t unused:2;
	uint8_t short_length:6; /**< Short Length. */
#endif
	rte_be32_t packet_number; /**< Packet number to support replay protection. */
} __rte_packed_end;

/** SCI length in MACsec header if present. */
#define RTE_MACSEC_SCI_LEN 8

/**
 * MACsec SCI header (8 bytes) after the MACsec header
 * which is present if SC bit is set in tci_an.
 */
struct __rte_packed_begin rte_macsec_sci_hdr {
	uint8_t sci[RTE_MACSEC_SCI_LEN]; /**< Optional secure channel ID. */
} __rte_packed_end;

#endif /* RTE_MACSEC_H */
