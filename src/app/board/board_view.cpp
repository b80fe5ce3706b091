#include "board/board_view.hpp"

#include <algorithm>
#include <array>
#include <cmath>

#include "board/figure_art.hpp"
#include "board/tile_art.hpp"
#include "shell/app.hpp"

namespace carc::app {

namespace {
// Each step about 15% larger: small enough that a wheel notch feels smooth.
constexpr std::array<int, 24> kLevels = {20,  24,  28,  32,  38,  44,  52,  60,
                                         70,  80,  92,  106, 122, 140, 160, 184,
                                         212, 244, 280, 322, 370, 426, 490, 560};
}  // namespace

int BoardView::levels() { return static_cast<int>(kLevels.size()); }
int BoardView::level_px(int level) {
    return kLevels[static_cast<size_t>(std::clamp(level, 0, levels() - 1))];
}
void BoardView::set_level(int level) { level_ = std::clamp(level, 0, levels() - 1); }

SDL_FPoint BoardView::to_screen(float bx, float by) const {
    const float px = static_cast<float>(tile_px());
    const float ox = std::floor(static_cast<float>(viewport_.x) +
                                static_cast<float>(viewport_.w) / 2 - cx_ * px);
    const float oy = std::floor(static_cast<float>(viewport_.y) +
                                static_cast<float>(viewport_.h) / 2 - cy_ * px);
    return {ox + bx * px, oy + by * px};
}

SDL_FPoint BoardView::to_board(float sx, float sy) const {
    const SDL_FPoint o = to_screen(0, 0);
    const float px = static_cast<float>(tile_px());
    return {(sx - o.x) / px, (sy - o.y) / px};
}

Pos BoardView::cell_at(int sx, int sy) const {
    const SDL_FPoint b = to_board(static_cast<float>(sx), static_cast<float>(sy));
    return {static_cast<int>(std::floor(b.x)), static_cast<int>(std::floor(b.y))};
}

SDL_Rect BoardView::cell_rect(Pos p) const {
    const SDL_FPoint a = to_screen(static_cast<float>(p.x), static_cast<float>(p.y));
    return {static_cast<int>(a.x), static_cast<int>(a.y), tile_px(), tile_px()};
}

SDL_Point BoardView::cell_centre(Pos p) const {
    const SDL_Rect r = cell_rect(p);
    return {r.x + r.w / 2, r.y + r.h / 2};
}

bool BoardView::visible(Pos p) const {
    SDL_Rect r = cell_rect(p), out;
    return SDL_IntersectRect(&r, &viewport_, &out) == SDL_TRUE;
}

void BoardView::zoom_at(int steps, SDL_Point at) {
    const SDL_FPoint before = to_board(static_cast<float>(at.x), static_cast<float>(at.y));
    set_level(level_ + steps);
    const SDL_FPoint after = to_board(static_cast<float>(at.x), static_cast<float>(at.y));
    cx_ += before.x - after.x;
    cy_ += before.y - after.y;
}

void BoardView::pan(float dx_px, float dy_px) {
    const float px = static_cast<float>(tile_px());
    cx_ -= dx_px / px;
    cy_ -= dy_px / px;
}

bool BoardView::pan_zoom_key(SDL_Keycode k, bool arrows_pan, int min_step_px) {
    const float step = static_cast<float>(std::max(tile_px() / 2, min_step_px));
    const SDL_Point mid{viewport_.x + viewport_.w / 2, viewport_.y + viewport_.h / 2};
    switch (k) {
        case SDLK_PLUS:
        case SDLK_EQUALS:
        case SDLK_KP_PLUS:
            zoom_at(1, mid);
            return true;
        case SDLK_MINUS:
        case SDLK_KP_MINUS:
            zoom_at(-1, mid);
            return true;
        case SDLK_a:
            pan(step, 0);
            return true;
        case SDLK_d:
            pan(-step, 0);
            return true;
        case SDLK_w:
            pan(0, step);
            return true;
        case SDLK_s:
            pan(0, -step);
            return true;
        case SDLK_LEFT:
        case SDLK_RIGHT:
        case SDLK_UP:
        case SDLK_DOWN:
            if (!arrows_pan) return false;
            pan(k == SDLK_LEFT    ? step
                : k == SDLK_RIGHT ? -step
                                  : 0,
                k == SDLK_UP     ? step
                : k == SDLK_DOWN ? -step
                                 : 0);
            return true;
        default:
            return false;
    }
}

void BoardView::press(SDL_Point at) {
    pressed_ = true;
    dragging_ = false;
    pressed_at_ = at;
}

void BoardView::motion(SDL_Point to, SDL_Point rel, int slop_px) {
    if (!pressed_) return;
    const int dx = to.x - pressed_at_.x, dy = to.y - pressed_at_.y;
    if (!dragging_ && dx * dx + dy * dy > slop_px * slop_px) dragging_ = true;
    if (dragging_) pan(static_cast<float>(rel.x), static_cast<float>(rel.y));
}

void BoardView::centre_on(float bx, float by) {
    cx_ = bx;
    cy_ = by;
}

void BoardView::fit(const std::vector<Pos>& cells, int max_level) {
    fit_into(cells, max_level, viewport_);
}

namespace {

struct Extent {
    int x0, x1, y0, y1;
};

Extent extent_of(const std::vector<Pos>& cells) {
    Extent e{cells[0].x, cells[0].x, cells[0].y, cells[0].y};
    for (Pos p : cells) {
        e.x0 = std::min(e.x0, p.x);
        e.x1 = std::max(e.x1, p.x);
        e.y0 = std::min(e.y0, p.y);
        e.y1 = std::max(e.y1, p.y);
    }
    return e;
}

}  // namespace

SDL_Rect BoardView::best_area_to_fit(const std::vector<Pos>& cells, int max_level,
                                     const std::vector<SDL_Rect>& areas) {
    const SDL_Rect* best = &areas.front();
    for (const SDL_Rect& a : areas) {
        const int level = fitting_level(cells, max_level, a);
        const int best_level = fitting_level(cells, max_level, *best);
        if (level > best_level || (level == best_level && a.w * a.h > best->w * best->h)) best = &a;
    }
    return *best;
}

int BoardView::fitting_level(const std::vector<Pos>& cells, int max_level, const SDL_Rect& area) {
    if (cells.empty()) return 0;
    const Extent e = extent_of(cells);
    const int w = e.x1 - e.x0 + 1, h = e.y1 - e.y0 + 1;
    for (int l = std::min(max_level, levels() - 1); l >= 0; --l)
        if (level_px(l) * w <= area.w * 92 / 100 && level_px(l) * h <= area.h * 92 / 100) return l;
    return 0;
}

void BoardView::fit_into(const std::vector<Pos>& cells, int max_level, const SDL_Rect& area) {
    if (cells.empty()) return;
    const auto [x0, x1, y0, y1] = extent_of(cells);
    set_level(fitting_level(cells, max_level, area));
    // The cells' middle at the area's middle.
    const float px = static_cast<float>(tile_px());
    const float dx = static_cast<float>(area.x + area.w / 2 - (viewport_.x + viewport_.w / 2));
    const float dy = static_cast<float>(area.y + area.h / 2 - (viewport_.y + viewport_.h / 2));
    centre_on(static_cast<float>(x0 + x1 + 1) / 2 - dx / px,
              static_cast<float>(y0 + y1 + 1) / 2 - dy / px);
}

void BoardView::pan_into(Pos p, const SDL_Rect& area) {
    const SDL_Rect c = cell_rect(p);
    const int margin = std::min(tile_px() / 4, 24);
    auto shift = [&](int lo, int size, int alo, int asize) {
        if (size + 2 * margin > asize) return alo + (asize - size) / 2 - lo;  // centre it
        if (lo < alo + margin) return alo + margin - lo;
        if (lo + size > alo + asize - margin) return alo + asize - margin - (lo + size);
        return 0;
    };
    const int dx = shift(c.x, c.w, area.x, area.w), dy = shift(c.y, c.h, area.y, area.h);
    if (dx || dy) pan(static_cast<float>(dx), static_cast<float>(dy));
}

void BoardView::draw_tile(App& app, TileArt& art, TileTypeId type, int rotation, Pos p,
                          uint8_t alpha) {
    SDL_Texture* t = art.tile(type, rotation, tile_px());
    if (!t) return;
    const SDL_Rect r = cell_rect(p);
    if (alpha != 255) {
        SDL_SetTextureBlendMode(t, SDL_BLENDMODE_BLEND);
        SDL_SetTextureAlphaMod(t, alpha);
    }
    SDL_RenderCopy(app.renderer(), t, nullptr, &r);
    if (alpha != 255) {
        SDL_SetTextureAlphaMod(t, 255);
        SDL_SetTextureBlendMode(t, SDL_BLENDMODE_NONE);
    }
}

void BoardView::draw_table(App& app) const {
    SDL_Renderer* r = app.renderer();
    fill_rect(r, viewport_, theme::kTable);
    SDL_RenderSetClipRect(r, &viewport_);
    const int px = tile_px();
    if (px < 28) return;
    const SDL_FPoint o = to_screen(0, 0);
    const int x0 = static_cast<int>(o.x) % px, y0 = static_cast<int>(o.y) % px;
    for (int x = x0; x < viewport_.w; x += px)
        fill_rect(r, {x, 0, 1, viewport_.h}, theme::kTableLine);
    for (int y = y0; y < viewport_.h; y += px)
        fill_rect(r, {0, y, viewport_.w, 1}, theme::kTableLine);
}

void BoardView::draw_tiles(App& app, TileArt& art, const GameState& s) {
    const int px = tile_px();
    // A soft shadow under the whole board first, then the tiles.
    for (const PlacedTile& t : s.board.tiles()) {
        if (!visible(t.pos)) continue;
        const SDL_Rect r = cell_rect(t.pos);
        const int d = std::max(2, px / 24);
        fill_rect(app.renderer(), {r.x + d, r.y + d, r.w, r.h}, Color{0, 0, 0, 60});
    }
    for (const PlacedTile& t : s.board.tiles())
        if (visible(t.pos)) draw_tile(app, art, t.type, t.rotation, t.pos);
}

float BoardView::figure_px() const {
    return std::max(12.0f, static_cast<float>(tile_px()) * 0.34f);
}

void BoardView::draw_figure(App& app, const Ruleset& rules, int figure,
                            std::optional<FeatureKind> kind, const PlayerColor* owner,
                            SDL_FPoint at, uint8_t alpha) {
    FigureArt& art = app.figures();
    const FigureDef& def = rules.figures[static_cast<size_t>(figure)];
    const std::string pose = art.pose(def, kind);
    const int size = static_cast<int>(figure_px() * art.scale(def, pose));
    SDL_Texture* tex = art.get(pose, owner, size);
    if (!tex) return;
    const float fs = static_cast<float>(size);
    // Contact shadow so figures stand on the tile rather than float over it.
    if (alpha == 255 && art.shadow(pose)) {
        std::vector<SDL_FPoint> e;
        for (int i = 0; i < 16; ++i) {
            const float a = static_cast<float>(i) * 3.14159265f / 8;
            e.push_back(
                {at.x + std::cos(a) * fs * 0.36f, at.y + fs * 0.46f + std::sin(a) * fs * 0.09f});
        }
        fill_convex(app.renderer(), e, Color{0, 0, 0, 70});
    }
    const SDL_Rect dst{static_cast<int>(at.x - fs / 2), static_cast<int>(at.y - fs / 2), size,
                       size};
    if (alpha != 255) SDL_SetTextureAlphaMod(tex, alpha);
    SDL_RenderCopy(app.renderer(), tex, nullptr, &dst);
    if (alpha != 255) SDL_SetTextureAlphaMod(tex, 255);
}

SDL_FPoint BoardView::feature_point(TileArt& art, const PlacedTile& t, int local) const {
    const SDL_FPoint a = art.anchor(t.type, t.rotation, local);
    return to_screen(static_cast<float>(t.pos.x) + a.x, static_cast<float>(t.pos.y) + a.y);
}

std::optional<SDL_FPoint> figure_spot(TileArt& art, const GameState& s, size_t index) {
    const Figure& f = s.figures[index];
    if (f.tile < 0 || f.where == FigureWhere::InPlace) return std::nullopt;  // off the board
    const PlacedTile& t = s.board.tile(f.tile);
    if (f.on_feature()) return art.anchor(t.type, t.rotation, f.local);
    // A barn stands on the point where its four tiles meet: the north-west corner of its tile.
    if (f.where == FigureWhere::OnCorner) return SDL_FPoint{0.0f, 0.0f};
    // A figure on a whole tile stands in its middle, unless figures stand on the tile's features
    // (the fairy beside its follower) or another figure of the tile took the middle: then at the
    // edge, as near them as it can be without covering one.
    std::vector<SDL_FPoint> others;
    bool middle_taken = false;
    for (size_t i = 0; i < s.figures.size(); ++i) {
        const Figure& o = s.figures[i];
        if (i == index || o.tile != f.tile || o.where == FigureWhere::InPlace ||
            o.where == FigureWhere::OnCorner)
            continue;
        if (o.on_feature())
            others.push_back(art.anchor(t.type, t.rotation, o.local));
        else if (i < index)
            middle_taken = true;
    }
    if (others.empty() && !middle_taken) return SDL_FPoint{0.5f, 0.5f};
    if (others.empty()) others.push_back({0.5f, 0.5f});
    constexpr float kEdge = 0.17f, kClear = 0.3f;
    std::optional<SDL_FPoint> best;
    float best_score = 1e9f;
    for (float y : {kEdge, 0.5f, 1 - kEdge})
        for (float x : {kEdge, 0.5f, 1 - kEdge}) {
            if (x == 0.5f && y == 0.5f) continue;
            float nearest = 1e9f;
            for (SDL_FPoint o : others) nearest = std::min(nearest, std::hypot(o.x - x, o.y - y));
            // Beside the nearest figure, but never on one.
            const float score = nearest >= kClear ? nearest : 10 - nearest;
            if (score < best_score) {
                best_score = score;
                best = SDL_FPoint{x, y};
            }
        }
    return best;
}

std::optional<SDL_FPoint> BoardView::figure_point(TileArt& art, const GameState& s,
                                                  size_t index) const {
    const auto spot = figure_spot(art, s, index);
    if (!spot) return std::nullopt;
    const Pos p = s.board.tile(s.figures[index].tile).pos;
    return to_screen(static_cast<float>(p.x) + spot->x, static_cast<float>(p.y) + spot->y);
}

void BoardView::draw_figures(App& app, TileArt& art, const Ruleset& rules, const GameState& s,
                             int lift) {
    for (size_t i = 0; i < s.figures.size(); ++i) {
        const Figure& f = s.figures[i];
        if (f.tile < 0 || !visible(s.board.tile(f.tile).pos)) continue;
        const auto at = figure_point(art, s, i);
        if (!at) continue;
        SDL_FPoint p = *at;
        if (static_cast<int>(i) == lift) p.y -= figure_px() * 0.12f;
        std::optional<FeatureKind> kind;
        if (f.on_feature()) kind = s.features.node(f.node).kind;
        std::optional<PlayerColor> owner;
        if (f.owner >= 0)
            owner = player_color(rules.setup.players[static_cast<size_t>(f.owner)].color);
        draw_figure(app, rules, f.kind, kind, owner ? &*owner : nullptr, p);
    }
}

void BoardView::draw_tile_feature(App& app, TileArt& art, const PlacedTile& t, int local, Color c) {
    if (!visible(t.pos)) return;
    SDL_Texture* m = art.mask(t.type, t.rotation, local);
    if (!m) return;
    const SDL_Rect r = cell_rect(t.pos);
    SDL_SetTextureColorMod(m, c.r, c.g, c.b);
    SDL_SetTextureAlphaMod(m, c.a);
    SDL_RenderCopy(app.renderer(), m, nullptr, &r);
}

void BoardView::draw_feature(App& app, TileArt& art, const GameState& s, int node, Color c) {
    if (node < 0 || node >= s.features.size()) return;
    const int root = s.features.find(node);
    s.features.for_each_member(root, [&](int n) {
        const FeatureNode& fn = s.features.node(n);
        draw_tile_feature(app, art, s.board.tile(fn.tile), fn.local, c);
    });
}

void BoardView::outline_cell(App& app, Pos p, Color c, float thickness) {
    const SDL_Rect r = cell_rect(p);
    draw_round_rect(app.renderer(),
                    {static_cast<float>(r.x), static_cast<float>(r.y), static_cast<float>(r.w),
                     static_cast<float>(r.h)},
                    thickness, c, thickness);
}

BoardView::Hit BoardView::feature_at(TileArt& art, const GameState& s, int sx, int sy) const {
    const Pos p = cell_at(sx, sy);
    const int index = s.board.tile_index(p);
    if (index < 0) return {};
    const PlacedTile& t = s.board.tile(index);
    const SDL_FPoint b = to_board(static_cast<float>(sx), static_cast<float>(sy));
    const int local = art.feature_at(t.type, t.rotation, b.x - static_cast<float>(p.x),
                                     b.y - static_cast<float>(p.y));
    return {index, local};
}

int BoardView::figure_at(TileArt& art, const GameState& s, int sx, int sy) const {
    const float r = figure_px() * 0.5f;
    int best = -1;
    float best_d = r;
    for (size_t i = 0; i < s.figures.size(); ++i) {
        const auto a = figure_point(art, s, i);
        if (!a) continue;
        const float d = std::hypot(a->x - static_cast<float>(sx), a->y - static_cast<float>(sy));
        if (d <= best_d) {
            best_d = d;
            best = static_cast<int>(i);
        }
    }
    return best;
}

}  // namespace carc::app
