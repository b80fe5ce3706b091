#include "figure_art.hpp"

#include <fstream>
#include <sstream>

#include "text.hpp"

namespace carc::app {

namespace {

void replace_all(std::string& s, const std::string& from, const std::string& to) {
    for (size_t at = s.find(from); at != std::string::npos; at = s.find(from, at + to.size()))
        s.replace(at, from.size(), to);
}

// Where the letter goes, as a fraction of the square, and its height.
struct LetterSpot {
    float x, y, size;
};
constexpr std::array<LetterSpot, kFigureShapes> kLetter{{{0.5f, 0.56f, 0.36f},
                                                         {0.56f, 0.5f, 0.34f},
                                                         {0.5f, 0.7f, 0.32f},
                                                         {0.5f, 0.66f, 0.32f},
                                                         {0.55f, 0.52f, 0.3f}}};

}  // namespace

FigureShape figure_shape(const FigureDef& def, FeatureKind kind) {
    if (def.id == "abbot") return FigureShape::Abbot;
    if (def.id == "builder") return FigureShape::Builder;
    if (def.id == "pig") return FigureShape::Pig;
    if (kind == FeatureKind::Field) return FigureShape::Farmer;
    return FigureShape::Meeple;
}

float figure_scale(const FigureDef& def) {
    return def.strength >= 2 ? 1.3f : def.id == "pig" ? 0.85f : 1.0f;
}

FigureArt::FigureArt(SDL_Renderer* renderer, const std::string& assets_dir, Text& text)
    : renderer_(renderer), text_(text) {
    static constexpr const char* files[] = {"meeple.svg", "farmer.svg", "abbot.svg", "builder.svg",
                                            "pig.svg"};
    for (int i = 0; i < kFigureShapes; ++i) {
        const std::string path = assets_dir + "/figures/" + files[i];
        std::ifstream in(path);
        std::stringstream buf;
        buf << in.rdbuf();
        svg_[static_cast<size_t>(i)] = buf.str();
        if (!in || svg_[static_cast<size_t>(i)].empty()) error_ = "cannot read " + path;
    }
}

std::string FigureArt::coloured_svg(FigureShape shape, const PlayerColor& c) const {
    std::string s = svg_[static_cast<size_t>(shape)];
    replace_all(s, "#f4f4f4", hex_string(c.fill));
    replace_all(s, "#c9c9c9", hex_string(c.shade));
    replace_all(s, "#222222", hex_string(c.outline));
    return s;
}

SDL_Texture* FigureArt::get(FigureShape shape, const PlayerColor& c, int px, bool letter) {
    px = std::clamp(px, 4, 512);
    const auto key = std::make_tuple(static_cast<int>(shape), c.id, px, letter);
    auto it = cache_.find(key);
    if (it != cache_.end()) return it->second.get();
    if (svg_[static_cast<size_t>(shape)].empty()) return nullptr;
    SurfacePtr s = rasterise_svg(coloured_svg(shape, c), px, px);
    if (!s) return nullptr;
    if (px >= 18) {
        const LetterSpot spot = kLetter[static_cast<size_t>(shape)];
        const char letter[2] = {c.letter, 0};
        SurfacePtr glyph = text_.render_surface(
            letter, std::max(6, static_cast<int>(px * spot.size)), c.ink, FontStyle::Bold);
        if (glyph) {
            SDL_Rect dst{static_cast<int>(px * spot.x) - glyph->w / 2,
                         static_cast<int>(px * spot.y) - glyph->h / 2, glyph->w, glyph->h};
            SDL_SetSurfaceBlendMode(glyph.get(), SDL_BLENDMODE_BLEND);
            SDL_BlitSurface(glyph.get(), nullptr, s.get(), &dst);
        }
    }
    TexturePtr t = texture_from(renderer_, s.get());
    if (!t) return nullptr;
    SDL_SetTextureBlendMode(t.get(), SDL_BLENDMODE_BLEND);
    SDL_Texture* raw = t.get();
    if (cache_.size() > 600) cache_.clear();  // zooming through many sizes: start over
    cache_.emplace(key, std::move(t));
    return raw;
}

}  // namespace carc::app
