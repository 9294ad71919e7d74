// Source: NVIDIA/optix-toolkit Memory/include/OptiXToolkit/OptiXMemory/Record.h at commit ea35ce3a61308b1fce9e16b25386056948a99b04 (BSD-3-Clause).
// The types are verbatim; #include <optix.h> left out.
// Macros and typedefs above the excerpt: OptiX's optix_types.h (the two constants, as OptiX 7-9 define them).
// ptx-abi-import:
// expect-skipped: EmptyRecord Record
#define OPTIX_SBT_RECORD_ALIGNMENT 16
#define OPTIX_SBT_RECORD_HEADER_SIZE 32
// --- excerpt ---
// SPDX-FileCopyrightText: Copyright (c) 2022-2024 NVIDIA CORPORATION & AFFILIATES. All rights reserved.
// SPDX-License-Identifier: BSD-3-Clause
//

#pragma once



namespace otk
{

template <typename T>
struct Record
{
    __align__( OPTIX_SBT_RECORD_ALIGNMENT ) char header[OPTIX_SBT_RECORD_HEADER_SIZE];
    T data;
};

struct EmptyData {};

typedef Record<EmptyData> EmptyRecord;

} // namespace otk
