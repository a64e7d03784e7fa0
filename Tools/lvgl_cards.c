/* lvgl_cards.c - LVGL counterpart of `tactile-bench --scene cards` (issue 27).
 * N white cards 118x78, radius 12, clip_corner, at (14 + (i%6)*130, 14 + (i/6)*92) on an
 * 800x480 XRGB8888 display (PARTIAL mode, one full-screen buffer), background (236,238,242);
 * each with a shadow (LVGL shadow_width 12 = CSS blur 12 = UIKit shadowRadius 6, opa 64 = 0.25,
 * offset y 3), a 118x24 horizontal gradient header (90,200,250) -> (0,122,255) and a 40x40
 * lv_arc ring (width 5, value (i%10)*10). Timed on the thread's CPU clock, 10 warm-up frames:
 * rest, one ring's value changed per frame, one card moved 3 px per frame, full repaint.
 * usage: lvgl_cards [-noshadow] N FRAMES */
#include "lvgl.h"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#define W 800
#define H 480
static uint32_t fb[W * H];
static double cpu_s(void) { struct timespec ts; clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts); return ts.tv_sec + ts.tv_nsec * 1e-9; }
static void flush_cb(lv_display_t *disp, const lv_area_t *area, uint8_t *px_map)
{
    int32_t w = lv_area_get_width(area);
    uint32_t stride = lv_display_get_buf_active(disp)->header.stride;
    for (int32_t y = area->y1; y <= area->y2; y++, px_map += stride)
        memcpy(&fb[y * W + area->x1], px_map, (size_t)w * 4);
    lv_display_flush_ready(disp);
}
static uint32_t ticks;
static uint32_t tick_cb(void) { return ticks; }
static lv_obj_t *cards[1000], *arcs[1000];
static int n;
static const char *tag;
static void frame(int mode, int f)
{
    if (mode == 1) lv_arc_set_value(arcs[f % n], f % 97);
    if (mode == 2) { lv_obj_t *c = cards[f % n]; lv_obj_set_x(c, lv_obj_get_x(c) + (((f / n) % 2) == 0 ? 3 : -3)); }
    if (mode == 3) lv_obj_invalidate(lv_screen_active());
    ticks += 16;
    lv_refr_now(NULL);
}
static void timed(int mode, const char *name, int frames)
{
    for (int f = 0; f < 10; f++) frame(mode, f);
    double t0 = cpu_s();
    for (int f = 0; f < frames; f++) frame(mode, f);
    printf("name=lvgl-%s-%s n=%d frames=%d ms_per_frame=%.3f\n", tag, name, n, frames, (cpu_s() - t0) * 1000.0 / frames);
}
int main(int argc, char **argv)
{
    int shadows = 1, a = 1;
    if (a < argc && !strcmp(argv[a], "-noshadow")) { shadows = 0; a++; }
    if (argc - a < 2) { fprintf(stderr, "usage: %s [-noshadow] N FRAMES\n", argv[0]); return 2; }
    n = atoi(argv[a]); int frames = atoi(argv[a + 1]);
    if (n < 1 || n > 1000) return 2;
    tag = shadows ? "cards" : "cards-noshadow";
    lv_init();
    lv_tick_set_cb(tick_cb);
    lv_display_t *disp = lv_display_create(W, H);
    lv_display_set_color_format(disp, LV_COLOR_FORMAT_XRGB8888);
    uint32_t buf_size = W * H * 4;
    void *draw_buf = aligned_alloc(64, buf_size);
    lv_display_set_buffers(disp, draw_buf, NULL, buf_size, LV_DISPLAY_RENDER_MODE_PARTIAL);
    lv_display_set_flush_cb(disp, flush_cb);
    static lv_style_t st_scr, st_card, st_head, st_track, st_ind;
    lv_style_init(&st_scr);
    lv_style_set_bg_color(&st_scr, lv_color_make(236, 238, 242));
    lv_style_set_bg_opa(&st_scr, LV_OPA_COVER);
    lv_style_init(&st_card);
    lv_style_set_size(&st_card, 118, 78);
    lv_style_set_radius(&st_card, 12);
    lv_style_set_clip_corner(&st_card, true);
    lv_style_set_bg_color(&st_card, lv_color_white());
    lv_style_set_bg_opa(&st_card, LV_OPA_COVER);
    if (shadows) {
        lv_style_set_shadow_width(&st_card, 12);
        lv_style_set_shadow_opa(&st_card, 64);
        lv_style_set_shadow_offset_y(&st_card, 3);
        lv_style_set_shadow_color(&st_card, lv_color_black());
    }
    lv_style_init(&st_head);
    lv_style_set_size(&st_head, 118, 24);
    lv_style_set_bg_color(&st_head, lv_color_make(90, 200, 250));
    lv_style_set_bg_grad_color(&st_head, lv_color_make(0, 122, 255));
    lv_style_set_bg_grad_dir(&st_head, LV_GRAD_DIR_HOR);
    lv_style_set_bg_opa(&st_head, LV_OPA_COVER);
    lv_style_init(&st_track);
    lv_style_set_arc_width(&st_track, 5);
    lv_style_set_arc_color(&st_track, lv_color_make(229, 229, 234));
    lv_style_set_arc_rounded(&st_track, false);
    lv_style_init(&st_ind);
    lv_style_set_arc_width(&st_ind, 5);
    lv_style_set_arc_color(&st_ind, lv_color_make(0, 122, 255));
    lv_style_set_arc_rounded(&st_ind, true);
    lv_obj_t *scr = lv_screen_active();
    lv_obj_remove_style_all(scr);
    lv_obj_add_style(scr, &st_scr, 0);
    lv_obj_remove_flag(scr, LV_OBJ_FLAG_SCROLLABLE);
    for (int i = 0; i < n; i++) {
        lv_obj_t *c = lv_obj_create(scr);
        lv_obj_remove_style_all(c);
        lv_obj_add_style(c, &st_card, 0);
        lv_obj_remove_flag(c, LV_OBJ_FLAG_SCROLLABLE | LV_OBJ_FLAG_CLICKABLE);
        lv_obj_set_pos(c, 14 + (i % 6) * 130, 14 + ((i / 6) % 5) * 92);
        lv_obj_t *h = lv_obj_create(c);
        lv_obj_remove_style_all(h);
        lv_obj_add_style(h, &st_head, 0);
        lv_obj_t *r = lv_arc_create(c);
        lv_obj_remove_style_all(r);
        lv_obj_add_style(r, &st_track, LV_PART_MAIN);
        lv_obj_add_style(r, &st_ind, LV_PART_INDICATOR);
        lv_obj_set_size(r, 40, 40);
        lv_obj_set_pos(r, 70, 30);
        lv_arc_set_bg_angles(r, 0, 360);
        lv_arc_set_rotation(r, 270);
        lv_arc_set_range(r, 0, 100);
        lv_arc_set_value(r, (i % 10) * 10);
        lv_obj_remove_flag(r, LV_OBJ_FLAG_CLICKABLE);
        cards[i] = c; arcs[i] = r;
    }
    lv_obj_update_layout(scr);
    lv_obj_invalidate(scr);
    lv_refr_now(NULL);
    timed(0, "rest", frames);
    timed(1, "one-ring", frames);
    timed(2, "one-move", frames);
    timed(3, "full-repaint", frames);
    if (getenv("CARDS_PPM")) {
        FILE *o = fopen(getenv("CARDS_PPM"), "wb");
        if (o) {
            fprintf(o, "P6 %d %d 255\n", W, H);
            for (int i = 0; i < W * H; i++) { unsigned char p[3] = { fb[i] >> 16, fb[i] >> 8, fb[i] }; fwrite(p, 1, 3, o); }
            fclose(o);
        }
    }
    return 0;
}
