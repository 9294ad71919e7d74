#pragma once
// The bit-field figures of NVIDIA's PTX interoperability guide, section 1.3.

struct RightToLeft { int a : 7; int b : 4; int c : 3; };
struct BoundaryAlignment { short s : 9; int j : 9; char c; short t : 9; short u : 9; char d; };
struct StorageUnitSharing { char c; short s : 8; };
union UnionAllocation { char c; short s : 8; };
struct UnnamedBitFields { char c; int : 0; char d; short : 9; char e; char : 0; };
