#pragma once
#include <stdint.h>

/// A sensor sample as it comes off the wire: packed, with bit-fields.
struct __attribute__((packed)) SensorSample {
    uint8_t sensor_id;
    int16_t temperature;
    uint32_t pressure : 20;
    uint32_t humidity : 10;
    uint32_t valid : 1;
    int64_t timestamp;
};

struct SensorBlock {
    SensorSample samples[8];
    uint32_t count;
};
