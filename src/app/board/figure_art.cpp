#include "board/figure_art.hpp"

#include <algorithm>
#include <cstdio>
#include <fstream>
#include <sstream>

#include "shell/text.hpp"

namespace carc::app {

namespace {

constexpr const char* kDefaultArt = "meeple";

void replace_all(std::string& s, const std::string& from, const std::string& to) {
    for (size_t at = s.find(from); at != std::string::npos; at = s.find(from, at + to.size()))
        s.replace(at, from.size(), to);
}

// The value of attribute `name` on the root <svg> element, if present.
std::optional<std::string> root_attribute(const std::string& svg, const std::string& name) {
    const size_t open = svg.find("<svg");
    if (open == std::string::npos) return std::nullopt;
    const size_t close = svg.find('>', open);
    const std::string root = svg.substr(open, close == std::string::npos ? close : close - open);
    const size_t at = root.find(" " + name + "=\"");
    if (at == std::string::npos) return std::nullopt;
    const size_t start = at + name.size() + 3;
    const size_t end = root.find('"', start);
    if (end == std::string::npos) return std::nullopt;
    return root.substr(start, end - start);
}

}  // namespace

FigureDrawing parse_figure_drawing(std::string svg) {
    FigureDrawing d;
    if (auto scale = root_attribute(svg, "data-scale")) {
        float v = 0;
        if (std::sscanf(scale->c_str(), "%f", &v) == 1 && v > 0.1f && v < 5) d.scale = v;
    }
    if (auto shadow = root_attribute(svg, "data-shadow")) d.shadow = *shadow != "none";
    if (auto letter = root_attribute(svg, "data-letter")) {
        FigureDrawing::LetterSpot spot{};
        if (std::sscanf(letter->c_str(), "%f %f %f", &spot.x, &spot.y, &spot.size) == 3)
            d.letter = spot;
    }
    d.svg = std::move(svg);
    return d;
}

FigureArt::FigureArt(SDL_Renderer* renderer, const std::string& assets_dir, Text& text)
    : renderer_(renderer), text_(text), dir_(assets_dir + "/figures") {
    // Every game shows followers (and each player's row their figure): without that drawing the
    // assets folder is not the game's.
    if (!drawing(kDefaultArt)) error_ = "cannot read " + dir_ + "/" + kDefaultArt + ".svg";
}

const FigureDrawing* FigureArt::drawing(const std::string& name) {
    auto it = drawings_.find(name);
    if (it == drawings_.end()) {
        std::optional<FigureDrawing> loaded;
        // Names come from validated data (lower case letters, digits, '-'): no path tricks.
        const std::string path = dir_ + "/" + name + ".svg";
        std::ifstream in(path);
        std::stringstream buf;
        buf << in.rdbuf();
        if (in && !buf.str().empty())
            loaded = parse_figure_drawing(buf.str());
        else if (name.size() < 7 || name.compare(name.size() - 7, 7, "-farmer") != 0)
            // A lying pose is optional; a figure's own drawing is not: say which file is missing
            // (the figure is drawn as a follower instead).
            std::fprintf(stderr, "warning: cannot read %s\n", path.c_str());
        it = drawings_.emplace(name, std::move(loaded)).first;
    }
    return it->second ? &*it->second : nullptr;
}

std::string FigureArt::pose(const FigureDef& def, std::optional<FeatureKind> on) {
    std::string art = def.art.empty() ? std::string(kDefaultArt) : def.art;
    if (!drawing(art)) art = kDefaultArt;  // a figure is never invisible
    if (def.follower && on == FeatureKind::Field && drawing(art + "-farmer"))
        return art + "-farmer";
    return art;
}

float FigureArt::scale(const FigureDef& def, const std::string& pose) {
    const FigureDrawing* d = drawing(pose);
    const float own = d ? d->scale : 1.0f;
    return own * (1.0f + 0.3f * static_cast<float>(std::max(0, def.strength - 1)));
}

bool FigureArt::shadow(const std::string& pose) {
    const FigureDrawing* d = drawing(pose);
    return !d || d->shadow;
}

std::string FigureArt::coloured_svg(const std::string& pose, const PlayerColor* c) {
    const FigureDrawing* d = drawing(pose);
    if (!d) return "";
    std::string s = d->svg;
    if (c) {
        replace_all(s, "#f4f4f4", hex_string(c->fill));
        replace_all(s, "#c9c9c9", hex_string(c->shade));
        replace_all(s, "#222222", hex_string(c->outline));
    }
    return s;
}

SDL_Texture* FigureArt::get(const std::string& pose, const PlayerColor* c, int px, bool letter) {
    px = std::clamp(px, 4, 512);
    const auto key = std::make_tuple(pose, c ? c->id : std::string(), px, letter);
    auto it = cache_.find(key);
    if (it != cache_.end()) return it->second.get();
    const FigureDrawing* d = drawing(pose);
    if (!d) return nullptr;
    SurfacePtr s = rasterise_svg(coloured_svg(pose, c), px, px);
    if (!s) return nullptr;
    if (c && letter && d->letter && px >= 18) {
        const FigureDrawing::LetterSpot spot = *d->letter;
        const char text[2] = {c->letter, 0};
        SurfacePtr glyph = text_.render_surface(
            text, std::max(6, static_cast<int>(static_cast<float>(px) * spot.size)), c->ink,
            FontStyle::Bold);
        if (glyph) {
            SDL_Rect dst{static_cast<int>(static_cast<float>(px) * spot.x) - glyph->w / 2,
                         static_cast<int>(static_cast<float>(px) * spot.y) - glyph->h / 2, glyph->w,
                         glyph->h};
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
