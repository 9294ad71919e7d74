struct __attribute__((packed)) P {
    unsigned char a[22];
    __int128 m;
};
struct S { long long x[4]; short y[24]; P p; short z; };
extern "C" __global__ void k(const S *in, unsigned long long *out) {
    out[0] = (unsigned long long)(in[1].p.m);
    out[1] = (unsigned long long)(long long)((in[1].p.m) >> 64);
}
