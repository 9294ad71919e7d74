// Source: NVIDIA/optix-toolkit DemandLoading/ImageSource/include/OptiXToolkit/ImageSource/DeviceConstantImageParams.h at commit ea35ce3a61308b1fce9e16b25386056948a99b04 (BSD-3-Clause).
// The types are verbatim; whole.
// ptx-abi-import:
// expect-skipped:
// SPDX-FileCopyrightText: Copyright (c) 2022-2024 NVIDIA CORPORATION & AFFILIATES. All rights reserved.
// SPDX-License-Identifier: BSD-3-Clause
//

#pragma once

namespace imageSource {

struct DeviceConstantImageParams
{
    unsigned int num_pixels;
    float4 color;
    float4* output_buffer;
};

}
