#pragma once

enum Priority { Low, Medium, High, Critical = 7 };

/// Pending interrupts, one bit each, and the priority of the highest.
struct InterruptStatus {
    bool timer : 1;
    bool dma : 1;
    bool error : 1;
    bool : 5;
    Priority highest : 3;
    signed int count : 12;
    unsigned short vector;
};
