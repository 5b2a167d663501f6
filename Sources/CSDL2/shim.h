#ifndef CSDL2_SHIM_H
#define CSDL2_SHIM_H
#include <SDL.h>
#include <SDL_ttf.h>
#include <SDL_image.h>
#include <stdio.h>

/* Standard output flushed at each line (a script's or the window's progress reaches a pipe as it
   is printed). In C: Swift 6 does not let code read the C library's mutable `stdout` global. */
static inline void uimodel_line_buffer_stdout(void) { setvbuf(stdout, NULL, _IOLBF, 0); }
#endif
