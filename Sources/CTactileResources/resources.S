// The default font and theme, embedded in the binary with the assembler's `.incbin`, which
// clang 17 (Debian trixie's Swift 6.0) and gcc 12 accept (C23 `#embed` needs clang 19).
// `.incbin` looks the file up through the include paths: the paths are relative to this
// target's folder (Package.swift adds it with `headerSearchPath(".")`), so they name the
// package's Resources/ folder. resources.c wraps the symbols in the functions of
// include/TactileResources.h; a test checks the bytes against the files.
#if defined(__ELF__)
    .section .rodata.tactile_resources, "a"

    .balign 16
    .globl tactile_font_start
    .hidden tactile_font_start
tactile_font_start:
    .incbin "../../Resources/Fonts/DejaVuSans.ttf"
    .globl tactile_font_end
    .hidden tactile_font_end
tactile_font_end:

    .balign 16
    .globl tactile_theme_start
    .hidden tactile_theme_start
tactile_theme_start:
    .incbin "../../Resources/Themes/default.json"
    .byte 0

    // No executable stack for the objects linked with this one.
    .section .note.GNU-stack, "", %progbits
#else
#error "CTactileResources: .incbin embedding is written for ELF (Linux)"
#endif
