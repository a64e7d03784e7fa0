// Measurement only, not part of any target (needs libpixman-1-dev):
//   cc -O2 -o /tmp/pixbench Tools/pixman-vs-loops.c $(pkg-config --cflags --libs sdl2 pixman-1) && /tmp/pixbench 1000 50
// Fills and mask blends on the button grid's places: SDL 2.26, a plain loop, pixman 0.42.
// Blends: a radius-8 quarter-disc coverage mask tinted (200,80,60, alpha 180) over the frame,
// SDL's modulated blit arithmetic (the engine's loop) against pixman OVER with an a8 mask;
// counts bytes that differ from SDL's result.
#include <SDL.h>
#include <pixman.h>
#include <stdio.h>
#include <string.h>
#include <time.h>
static double cpu_ms(void){ struct timespec t; clock_gettime(CLOCK_THREAD_CPUTIME_ID,&t); return t.tv_sec*1e3+t.tv_nsec/1e6; }
enum { W = 800, H = 480, R = 8 };
static uint8_t cov[R*R];
static void loop_blend(uint32_t *fb, int x0, int y0, uint32_t mr, uint32_t mg, uint32_t mb, uint32_t ma) {
  for (int j = 0; j < R; j++) { uint32_t *d = fb + (y0 + j) * W + x0;
    for (int i = 0; i < R; i++) { uint32_t sa = cov[j*R+i] * ma / 255; if (!sa) continue;
      uint32_t sr = mr, sg = mg, sb = mb; if (sa < 255) { sr = sr*sa/255; sg = sg*sa/255; sb = sb*sa/255; }
      uint32_t p = d[i], inv = 255 - sa;
      d[i] = (sa + inv*(p>>24)/255) << 24 | (sr + inv*((p>>16)&255)/255) << 16 | (sg + inv*((p>>8)&255)/255) << 8 | (sb + inv*(p&255)/255); } } }
int main(int argc, char **argv) {
  int n = argc > 1 ? atoi(argv[1]) : 1000, frames = argc > 2 ? atoi(argv[2]) : 50;
  for (int j = 0; j < R; j++) for (int i = 0; i < R; i++) { int hits = 0;
    for (int sy = 0; sy < 4; sy++) for (int sx = 0; sx < 4; sx++) { float px = i + (sx + .5f)/4, py = j + (sy + .5f)/4, dx = R - px, dy = R - py; hits += dx*dx + dy*dy <= R*R; }
    cov[j*R+i] = (uint8_t)(hits / 16.0f * 255 + .5f); }
  SDL_Surface *s = SDL_CreateRGBSurfaceWithFormat(0, W, H, 32, SDL_PIXELFORMAT_ARGB8888);
  uint32_t *fb = s->pixels; Uint32 c = SDL_MapRGB(s->format, 40, 160, 90);
  pixman_image_t *dst = pixman_image_create_bits(PIXMAN_a8r8g8b8, W, H, fb, s->pitch);
  for (int mode = 0; mode < 3; mode++) { double t0 = cpu_ms();
    for (int f = 0; f < frames; f++) for (int i = 0; i < n; i++) { int x = 5+(i%6)*130, y = 5+((i/6)%11)*43;
      if (mode == 0) { SDL_Rect r = {x, y, 120, 40}; SDL_FillRect(s, &r, c); }
      else if (mode == 1) { for (int yy = y; yy < y + 40; yy++) { uint32_t *p = fb + yy*W + x; for (int k = 0; k < 120; k++) p[k] = c; } }
      else pixman_fill(fb, s->pitch/4, 32, x, y, 120, 40, c); }
    printf("fill %-13s n=%d ms_per_frame=%.3f\n", mode == 0 ? "SDL_FillRect" : mode == 1 ? "plain-loop" : "pixman_fill", n, (cpu_ms()-t0)/frames); }
  // blends: 4 corners a button
  static uint32_t ref[W*H], base[W*H];
  for (int k = 0; k < W*H; k++) base[k] = 0xFF000000u | (k * 2654435761u >> 8);
  uint32_t a8stride = (R + 3) & ~3; static uint8_t a8[16*16]; for (int j = 0; j < R; j++) memcpy(a8 + j*a8stride, cov + j*R, R);
  pixman_image_t *mask = pixman_image_create_bits(PIXMAN_a8, R, R, (uint32_t *)a8, a8stride);
  pixman_color_t pc = { 200*180/255*257, 80*180/255*257, 60*180/255*257, 180*257 };
  pixman_image_t *solid = pixman_image_create_solid_fill(&pc);
  for (int mode = 0; mode < 2; mode++) { memcpy(fb, base, sizeof base); double t0 = cpu_ms();
    for (int f = 0; f < frames; f++) { if (f == frames - 1) memcpy(fb, base, sizeof base);
      for (int i = 0; i < n; i++) for (int q = 0; q < 4; q++) { int x = 5+(i%6)*130 + (q&1)*112, y = 5+((i/6)%11)*43 + (q>>1)*32;
        if (mode == 0) loop_blend(fb, x, y, 200, 80, 60, 180);
        else pixman_image_composite32(PIXMAN_OP_OVER, solid, mask, dst, 0, 0, 0, 0, x, y, R, R); } }
    double ms = (cpu_ms()-t0)/frames;
    if (mode == 0) memcpy(ref, fb, sizeof ref);
    long diff = 0; int worst = 0; for (int k = 0; k < W*H; k++) for (int b = 0; b < 32; b += 8) { int d = abs((int)((ref[k]>>b)&255) - (int)((fb[k]>>b)&255)); if (d) diff++; if (d > worst) worst = d; }
    printf("blend %-12s n=%d corners=%d ms_per_frame=%.3f bytes_differing_from_SDL=%ld worst=%d\n", mode == 0 ? "SDL-exact" : "pixman-OVER", n, 4*n, ms, diff, worst); }
  return 0;
}
