#pragma once
#include <stdint.h>

/// A GPIO control register: the raw word, or its fields.
union GpioControl {
    uint32_t raw;
    struct {
        uint32_t enable : 1;
        uint32_t mode : 3;
        uint32_t : 4;
        uint32_t speed : 2;
        uint32_t pull : 2;
        uint32_t : 0;
    } bits;
};

struct GpioBank {
    GpioControl control[16];
    volatile uint32_t input;
    uint32_t output;
};
