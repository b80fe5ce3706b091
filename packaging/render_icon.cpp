// render_icon: rasterises the application icon (an SVG) to a square PNG of the given size with
// SDL2_image, the same SVG renderer the game draws its tiles with. The build makes the hicolor PNG
// sizes with it, so that the PNGs never drift from the SVG and no bitmap is kept in the sources.
#include <SDL2/SDL.h>
#include <SDL2/SDL_image.h>

#include <cstdio>
#include <cstdlib>
#include <string>

int main(int argc, char** argv) {
    if (argc != 4) {
        std::fprintf(stderr, "usage: render_icon ICON.svg SIZE OUT.png\n");
        return 2;
    }
    const std::string in = argv[1], out = argv[3];
    const int size = std::atoi(argv[2]);
    if (size < 1 || size > 4096) {
        std::fprintf(stderr, "error: %s: size must be 1..4096 pixels\n", argv[2]);
        return 2;
    }
    SDL_RWops* file = SDL_RWFromFile(in.c_str(), "rb");
    if (!file) {
        std::fprintf(stderr, "error: %s: %s\n", in.c_str(), SDL_GetError());
        return 1;
    }
    SDL_Surface* image = IMG_LoadSizedSVG_RW(file, size, size);
    SDL_RWclose(file);
    if (!image) {
        std::fprintf(stderr, "error: %s: not an SVG image: %s\n", in.c_str(), IMG_GetError());
        return 1;
    }
    const int saved = IMG_SavePNG(image, out.c_str());
    SDL_FreeSurface(image);
    if (saved != 0) {
        std::fprintf(stderr, "error: %s: cannot write: %s\n", out.c_str(), IMG_GetError());
        return 1;
    }
    return 0;
}
