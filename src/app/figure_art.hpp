// Player figures from the SVG assets in assets/figures: standing followers, lying farmers, the
// abbot, the builder and the pig. Each asset is drawn in neutral keys that are swapped for the
// player's colours before it is rasterised, and the player's letter is stamped on the body (from 18
// px up), so figures tell their owner by colour and by letter. Textures are cached per shape,
// colour and size.
#pragma once

#include <SDL2/SDL.h>

#include <array>
#include <map>
#include <string>
#include <tuple>

#include "carc/catalog.hpp"
#include "gfx.hpp"
#include "theme.hpp"

namespace carc::app {

class Text;

enum class FigureShape : uint8_t { Meeple, Farmer, Abbot, Builder, Pig };
constexpr int kFigureShapes = 5;

// How a figure of kind `def` looks on a feature of kind `kind`.
FigureShape figure_shape(const FigureDef& def, FeatureKind kind);
// Relative size: the large meeple stands taller than the others.
float figure_scale(const FigureDef& def);

class FigureArt {
public:
    FigureArt(SDL_Renderer* renderer, const std::string& assets_dir, Text& text);
    bool ok() const { return error_.empty(); }
    const std::string& error() const { return error_; }
    // The figure in a px × px square; null when its asset could not be read. The letter is left
    // out for small icons next to a name that already shows it.
    SDL_Texture* get(FigureShape shape, const PlayerColor& color, int px, bool letter = true);
    // The coloured SVG, exposed so tests can check the swap of colour keys.
    std::string coloured_svg(FigureShape shape, const PlayerColor& color) const;

private:
    SDL_Renderer* renderer_;
    Text& text_;
    std::array<std::string, kFigureShapes> svg_;
    std::string error_;
    std::map<std::tuple<int, std::string, int, bool>, TexturePtr> cache_;
};

}  // namespace carc::app
