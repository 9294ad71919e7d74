// A small Monte Carlo path tracer over spheres with an environment map, plus ACES tonemapping.
#include <math.h>
#include <math_constants.h>
#include "cu_vec.cuh"

struct Camera {
    float3 origin;
    float3 lower_left;
    float3 horizontal;
    float3 vertical;
};

struct RenderParams {
    Camera cam;
    float4 sky_tint; // rgb tint, w = intensity
    int2 resolution;
    int samples_per_pixel;
    unsigned int frame : 24;
    unsigned int max_bounces : 6;
    unsigned int use_env_map : 1;
    unsigned int accumulate : 1;
};

struct Sphere {
    float3 center;
    float radius;
    float3 albedo;
    float emission;
};

__device__ __forceinline__ float rand01(unsigned int &s) {
    s ^= s << 13;
    s ^= s >> 17;
    s ^= s << 5;
    return (float)(s & 0xffffffu) * (1.0f / 16777216.0f);
}

__device__ bool hit_sphere(const Sphere &sp, float3 ro, float3 rd, float tmax, float &t) {
    const float3 oc = ro - sp.center;
    const float b = dot3(oc, rd);
    const float disc = b * b - (dot3(oc, oc) - sp.radius * sp.radius);
    if (disc < 0.0f)
        return false;
    const float sq = sqrtf(disc);
    float root = -b - sq;
    if (root < 1e-4f || root > tmax) {
        root = -b + sq;
        if (root < 1e-4f || root > tmax)
            return false;
    }
    t = root;
    return true;
}

__device__ float3 sky(cudaTextureObject_t env, float3 dir, const RenderParams &p) {
    if (p.use_env_map) {
        const float u = 0.5f + atan2f(dir.z, dir.x) / (2.0f * CUDART_PI_F);
        const float v = acosf(fminf(fmaxf(dir.y, -1.0f), 1.0f)) / CUDART_PI_F;
        return xyz(tex2D<float4>(env, u, v)) * p.sky_tint.w;
    }
    const float t = 0.5f * (dir.y + 1.0f);
    return (make_float3(1.0f, 1.0f, 1.0f) * (1.0f - t) + xyz(p.sky_tint) * t) * p.sky_tint.w;
}

__device__ float3 cosine_hemisphere(float3 n, unsigned int &rng) {
    const float phi = 2.0f * CUDART_PI_F * rand01(rng);
    const float r2 = rand01(rng);
    const float r = sqrtf(r2);
    const float3 a = fabsf(n.x) > 0.9f ? make_float3(0.0f, 1.0f, 0.0f) : make_float3(1.0f, 0.0f, 0.0f);
    const float3 t = normalize3(cross3(a, n));
    const float3 b = cross3(n, t);
    return normalize3(t * (r * cosf(phi)) + b * (r * sinf(phi)) + n * sqrtf(1.0f - r2));
}

extern "C" __global__ void render_spheres(float4 *accum, const Sphere *spheres, int num_spheres,
                                          cudaTextureObject_t env_map, RenderParams p) {
    const int px = blockIdx.x * blockDim.x + threadIdx.x;
    const int py = blockIdx.y * blockDim.y + threadIdx.y;
    if (px >= p.resolution.x || py >= p.resolution.y)
        return;
    unsigned int rng = ((unsigned int)px * 1973u + (unsigned int)py * 9277u + p.frame * 26699u) | 1u;
    float3 sum = make_float3(0.0f, 0.0f, 0.0f);
    for (int s = 0; s < p.samples_per_pixel; ++s) {
        const float u = (px + rand01(rng)) / p.resolution.x;
        const float v = (py + rand01(rng)) / p.resolution.y;
        float3 ro = p.cam.origin;
        float3 rd = normalize3(p.cam.lower_left + p.cam.horizontal * u + p.cam.vertical * v - ro);
        float3 throughput = make_float3(1.0f, 1.0f, 1.0f);
        for (unsigned int bounce = 0; bounce < p.max_bounces; ++bounce) {
            float closest = INFINITY;
            int hit = -1;
            for (int i = 0; i < num_spheres; ++i) {
                float t;
                if (hit_sphere(spheres[i], ro, rd, closest, t)) {
                    closest = t;
                    hit = i;
                }
            }
            if (hit < 0) {
                sum = sum + throughput * sky(env_map, rd, p);
                break;
            }
            const Sphere sp = spheres[hit];
            const float3 pos = ro + rd * closest;
            const float3 n = (pos - sp.center) * (1.0f / sp.radius);
            sum = sum + throughput * sp.albedo * sp.emission;
            throughput = throughput * sp.albedo;
            if (bounce >= 3) { // Russian roulette
                const float keep = fmaxf(throughput.x, fmaxf(throughput.y, throughput.z));
                if (rand01(rng) > keep)
                    break;
                throughput = throughput * (1.0f / keep);
            }
            ro = pos + n * 1e-4f;
            rd = cosine_hemisphere(n, rng);
        }
    }
    const float3 avg = sum * (1.0f / p.samples_per_pixel);
    const int idx = py * p.resolution.x + px;
    float4 prev = p.accumulate ? accum[idx] : make_float4(0.0f, 0.0f, 0.0f, 0.0f);
    accum[idx] = make_float4(prev.x + avg.x, prev.y + avg.y, prev.z + avg.z, prev.w + 1.0f);
}

extern "C" __global__ void tonemap_aces(const float4 *accum, uchar4 *out, int2 resolution, float exposure,
                                        float inv_gamma) {
    const int x = blockIdx.x * blockDim.x + threadIdx.x;
    const int y = blockIdx.y * blockDim.y + threadIdx.y;
    if (x >= resolution.x || y >= resolution.y)
        return;
    const float4 a = accum[y * resolution.x + x];
    const float w = a.w > 0.0f ? exposure / a.w : 0.0f;
    float c[3] = {a.x * w, a.y * w, a.z * w};
    unsigned char o[3];
    for (int i = 0; i < 3; ++i) {
        const float v = c[i];
        const float mapped = (v * (2.51f * v + 0.03f)) / (v * (2.43f * v + 0.59f) + 0.14f);
        o[i] = (unsigned char)(255.0f * powf(fminf(fmaxf(mapped, 0.0f), 1.0f), inv_gamma) + 0.5f);
    }
    out[y * resolution.x + x] = make_uchar4(o[0], o[1], o[2], 255);
}
