// Figures from the SVG drawings in assets/figures, chosen by name: each figure kind names its
// drawing in the data (FigureDef::art: "meeple", "abbot", "dragon"...), and a follower in a field
// lies down when its drawing has a lying pose ("<art>-farmer"). A player's figure is drawn in
// neutral keys that are swapped for the player's colours before it is rasterised, and the
// player's letter is stamped on the body (from 18 px up), so figures tell their owner by colour
// and by letter; a neutral figure (the dragon, the fairy) keeps its own colours. Each drawing says
// in attributes of its root where the letter goes, how large it stands beside a follower and
// whether it casts a shadow. Textures are cached per drawing, colour and size.
#pragma once

#include <SDL2/SDL.h>

#include <map>
#include <optional>
#include <string>
#include <tuple>

#include "carc/catalog.hpp"
#include "shell/gfx.hpp"
#include "shell/theme.hpp"

namespace carc::app {

class Text;

// What a drawing's root says about it (absent attributes: the defaults).
struct FigureDrawing {
    std::string svg;
    float scale = 1;     // data-scale: size beside a standing follower
    bool shadow = true;  // data-shadow="none": it lies on the tile
    struct LetterSpot {
        float x, y, size;  // fractions of the square
    };
    std::optional<LetterSpot> letter;  // data-letter="x y size": where the owner's letter goes
};

// Reads the attributes of a drawing; the SVG text is kept as it is.
FigureDrawing parse_figure_drawing(std::string svg);

class FigureArt {
public:
    FigureArt(SDL_Renderer* renderer, const std::string& assets_dir, Text& text);
    bool ok() const { return error_.empty(); }
    const std::string& error() const { return error_; }

    // The drawing a figure of kind `def` shows standing on a feature of kind `on` (none: in the
    // supply, standing): its art, or for a follower in a field the art's lying pose when the
    // drawing has one.
    std::string pose(const FigureDef& def, std::optional<FeatureKind> on = std::nullopt);
    // Its size beside a standing follower: the drawing's own scale, a third larger per point of
    // strength above 1 (the large meeple).
    float scale(const FigureDef& def, const std::string& pose);
    bool shadow(const std::string& pose);
    // The figure in a px × px square, in the owner's colours (null: a neutral figure in its own);
    // null when its drawing could not be read. The letter is left out for small icons next to a
    // name that already shows it.
    SDL_Texture* get(const std::string& pose, const PlayerColor* owner, int px, bool letter = true);
    // The coloured SVG, exposed so tests can check the swap of colour keys.
    std::string coloured_svg(const std::string& pose, const PlayerColor* owner);
    // Whether assets/figures/<name>.svg exists and could be read.
    bool has(const std::string& name) { return drawing(name) != nullptr; }

private:
    const FigureDrawing* drawing(const std::string& name);  // read on first use

    SDL_Renderer* renderer_;
    Text& text_;
    std::string dir_;
    std::string error_;
    std::map<std::string, std::optional<FigureDrawing>> drawings_;
    std::map<std::tuple<std::string, std::string, int, bool>, TexturePtr> cache_;
};

}  // namespace carc::app
