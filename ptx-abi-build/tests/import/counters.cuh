#pragma once

/// Wide counters: 128-bit totals and a packed 96-bit event mask.
struct Counters {
    unsigned __int128 bytes;
    __int128 balance;
    unsigned __int128 events : 96;
    unsigned __int128 : 0;
    char tag;
};
