// Hills & Sheep on the table (the views of its modules hills, vineyards and sheep, registered in
// registry.cpp): the hills and the vineyards as marks on their tiles (board/tile_marks.hpp), each
// on a badge drawn upright like every mark, with a tooltip saying what it does; under each hill
// that took a tile of the pile, the edge of that face-down tile showing along the hill tile's
// south and east sides, so that the table shows a tile lies there without telling which (the
// engine's player view does not know it either); beside each shepherd its flock, a woolly disc
// with the number of its sheep and a tooltip of its tokens; and the bag of sheep at the head of the
// scoreboard and in the remaining-tiles panel: what it holds, never its order.
#include <algorithm>
#include <string>

#include "board/board_view.hpp"
#include "board/svg_paint.hpp"
#include "expansions/expansion_view.hpp"
#include "modules/hills.hpp"
#include "modules/sheep.hpp"
#include "shell/app.hpp"
#include "shell/gfx.hpp"
#include "shell/i18n.hpp"
#include "shell/text.hpp"

namespace carc::app {

namespace {

namespace paint {

using namespace svg;

constexpr const char* kLine = "stroke=\"#2f3a1c\" stroke-width=\"0.35\" stroke-linejoin=\"round\"";

// A green hill with a lighter crest, on a sky-blue badge.
void hill(Writer& s, Vec2 p, float) {
    const float r = 8.5f, k = r * 0.86f;
    badge(s, p, r, "#6fa8d6");
    s.path(symbol_path(p, k, {"M", -0.85f, 0.45f, "Q", -0.1f, -0.75f, 0.85f, 0.45f, "Z"}), fill("#5c8f32", kLine));
    s.path(symbol_path(p, k, {"M", -0.35f, -0.12f, "Q", -0.05f, -0.38f, 0.3f, -0.14f}),
           "fill=\"none\" stroke=\"#a9d46f\" stroke-width=\"0.6\" stroke-linecap=\"round\"");
}

// A bunch of grapes under a leaf, on a straw-coloured badge.
void vineyard(Writer& s, Vec2 p, float) {
    const float r = 8.5f, k = r * 0.86f;
    badge(s, p, r, "#e8d9a0");
    s.path(symbol_path(p, k, {"M", 0.0f, -0.45f, "Q", 0.45f, -0.85f, 0.7f, -0.5f, "Q", 0.35f, -0.25f, 0.0f, -0.45f, "Z"}),
           fill("#4f8a2a", kLine));
    constexpr float kGrapes[][2] = {{-0.3f, -0.25f}, {0.0f, -0.25f}, {0.3f, -0.25f}, {-0.15f, 0.05f},
                                    {0.15f, 0.05f},  {0.0f, 0.35f}};
    for (const auto& g : kGrapes) circle(s, p + Vec2{g[0] * k, g[1] * k}, 0.17f * k, fill("#6b2d7a", kLine));
}

}  // namespace paint

constexpr TileMark kHillMarks[] = {
    {.id = "hill",
     .placement = MarkPlacement::TileBadge,
     .source = "hill",
     .draw = &paint::hill,
     .tip = [] {
         return std::string(_("Hill: placing this tile puts the next tile of the pile face down under it, out of "
                              "the game; in a tie of majority the tied players with a follower on a hill tile of "
                              "the feature win"));
     },
     .words = [](int) { return std::string(C_("tile part", "a hill")); }},
};

constexpr TileMark kVineyardMarks[] = {
    {.id = "vineyard",
     .placement = MarkPlacement::TileBadge,
     .source = "vineyard",
     .draw = &paint::vineyard,
     .tip = [] {
         return std::string(_("Vineyard: a completed monastery on one of the eight tiles around it scores 3 more "
                              "points"));
     },
     .words = [](int) { return std::string(C_("tile part", "a vineyard")); }},
};

// The face-down tile under a hill: its back's edge along the south and east sides of the cell,
// as if the hill tile lay a little askew on it.
void draw_tiles_under_hills(BoardView& view, App& app, const Ruleset& rules, const GameState& s) {
    const Color back{122, 86, 52, 255}, rim{58, 40, 24, 255};
    const float edge = std::max(3.0f, static_cast<float>(view.tile_px()) * 0.06f);
    for (int t = 0; t < static_cast<int>(s.board.tiles().size()); ++t) {
        const Pos pos = s.board.tile(t).pos;
        if (!view.visible(pos) || !tile_under_hill(rules, s, t)) continue;
        const SDL_Rect c = view.cell_rect(pos);
        const float x = static_cast<float>(c.x), y = static_cast<float>(c.y);
        const float w = static_cast<float>(c.w), h = static_cast<float>(c.h);
        const SDL_FRect south{x + edge, y + h - edge, w - edge, edge};
        const SDL_FRect east{x + w - edge, y + edge, edge, h - edge};
        for (const SDL_FRect& r : {south, east}) {
            fill_round_rect(app.renderer(), r, edge * 0.3f, back);
            draw_round_rect(app.renderer(), r, edge * 0.3f, rim, 1.0f);
        }
    }
}

class HillsView : public ExpansionView {
public:
    std::string_view module_id() const override { return "hills"; }
    std::span<const TileMark> tile_marks() const override { return kHillMarks; }
    void draw_board(const BoardContext& ctx, BoardLayer layer) const override {
        if (layer == BoardLayer::UnderFigures) draw_tiles_under_hills(ctx.view, ctx.app, ctx.rules, ctx.state);
    }
    std::optional<std::string> board_tip(const TableContext& ctx, SDL_Point at) const override {
        const Pos pos = ctx.view.cell_at(at.x, at.y);
        const int t = ctx.state.board.tile_index(pos);
        if (t < 0 || !tile_under_hill(ctx.rules, ctx.state, t)) return std::nullopt;
        // Only over the face-down tile's edge: the rest of the hill tile keeps its own tooltips.
        const SDL_Rect c = ctx.view.cell_rect(pos);
        const int band = std::max(3, c.w * 6 / 100);  // the edge drawn by draw_tiles_under_hills
        if (at.x < c.x + c.w - band && at.y < c.y + c.h - band) return std::nullopt;
        return std::string(_("A tile of the pile lies face down under this hill: nobody knows which, and it is out "
                             "of the game"));
    }
};

class VineyardsView : public ExpansionView {
public:
    std::string_view module_id() const override { return "vineyards"; }
    std::span<const TileMark> tile_marks() const override { return kVineyardMarks; }
};

// The flock's disc: white wool with a dark rim, the number of sheep on it.
void draw_flock(App& app, SDL_FPoint at, float radius, int sheep) {
    const Color wool{246, 244, 236, 255}, rim{60, 56, 48, 255};
    fill_circle(app.renderer(), at.x, at.y, radius, wool);
    draw_circle(app.renderer(), at.x, at.y, radius, rim, std::max(1.0f, radius / 8));
    const int px = std::max(9, static_cast<int>(radius * 1.2f));
    app.text().draw(std::to_string(sheep), static_cast<int>(at.x), static_cast<int>(at.y) - px * 6 / 10, px, rim,
                    FontStyle::Bold, Align::Center);
}

// A sheep token for the scoreboard's bag: a woolly oval with a dark head.
void paint_bag(SDL_Renderer* r, const SDL_Rect& box) {
    const Color wool{246, 244, 236, 255}, rim{60, 56, 48, 255};
    const float cx = static_cast<float>(box.x) + static_cast<float>(box.w) * 0.45f;
    const float cy = static_cast<float>(box.y) + static_cast<float>(box.h) * 0.55f;
    const float rad = static_cast<float>(std::min(box.w, box.h)) * 0.36f;
    fill_circle(r, cx, cy, rad, wool);
    draw_circle(r, cx, cy, rad, rim, std::max(1.0f, rad / 6));
    fill_circle(r, cx + rad * 0.95f, cy - rad * 0.35f, rad * 0.42f, rim);
}

// The flock beside shepherd `figure` on screen: its centre and radius, up and right of the figure.
std::optional<std::pair<SDL_FPoint, float>> flock_disc(const BoardView& view, TileArt& art, const GameState& s, int figure) {
    const auto at = view.figure_point(art, s, static_cast<size_t>(figure));
    if (!at) return std::nullopt;
    const float radius = std::max(7.0f, static_cast<float>(view.tile_px()) * 0.1f);
    return std::make_pair(SDL_FPoint{at->x + radius * 1.5f, at->y - radius * 1.3f}, radius);
}

// What the bag holds, in words: "16 tokens: 3 of one sheep, 5 of two, 4 of three, 2 of four; 2 wolves".
std::string bag_words(const SheepTokens& sheep, int wolves) {
    const int total = sheep[0] + sheep[1] + sheep[2] + sheep[3] + wolves;
    return fill(P_("Bag of sheep: {count} token (nobody knows which comes next): {one} of one sheep, {two} of two, "
                   "{three} of three, {four} of four; wolves: {wolves}",
                   "Bag of sheep: {count} tokens (nobody knows which comes next): {one} of one sheep, {two} of two, "
                   "{three} of three, {four} of four; wolves: {wolves}",
                   total),
                {{"count", std::to_string(total)},
                 {"one", std::to_string(sheep[0])},
                 {"two", std::to_string(sheep[1])},
                 {"three", std::to_string(sheep[2])},
                 {"four", std::to_string(sheep[3])},
                 {"wolves", std::to_string(wolves)}});
}

// A shepherd's flock in words: whose, how many sheep of which tokens, and what herding does.
std::string flock_words(const Ruleset& rules, const GameState& state, int figure) {
    const Figure& fig = state.figures[static_cast<size_t>(figure)];
    const SheepTokens t = flock_of(rules, state, figure);
    const int sheep = flock_sheep(rules, state, figure);
    return fill(P_("{player}'s shepherd with a flock of {count} sheep (tokens: {one} of one, {two} of two, {three} of "
                   "three, {four} of four): herded, each shepherd of the field scores every sheep of it",
                   "{player}'s shepherd with a flock of {count} sheep (tokens: {one} of one, {two} of two, {three} of "
                   "three, {four} of four): herded, each shepherd of the field scores every sheep of it",
                   sheep),
                {{"player", rules.setup.players[static_cast<size_t>(fig.owner)].name},
                 {"count", std::to_string(sheep)},
                 {"one", std::to_string(t[0])},
                 {"two", std::to_string(t[1])},
                 {"three", std::to_string(t[2])},
                 {"four", std::to_string(t[3])}});
}

class SheepView : public ExpansionView {
public:
    std::string_view module_id() const override { return "sheep"; }
    void draw_board(const BoardContext& ctx, BoardLayer layer) const override {
        if (layer != BoardLayer::OverFigures) return;
        for (int f = 0; f < static_cast<int>(ctx.state.figures.size()); ++f) {
            if (!is_shepherd(ctx.rules, ctx.state.figures[static_cast<size_t>(f)].kind)) continue;
            const int sheep = flock_sheep(ctx.rules, ctx.state, f);
            if (sheep == 0) continue;
            if (const auto disc = flock_disc(ctx.view, ctx.art, ctx.state, f)) draw_flock(ctx.app, disc->first, disc->second, sheep);
        }
    }
    std::optional<std::string> figure_tip(const Ruleset& rules, const GameState& state, const Figure& figure) const override {
        if (!is_shepherd(rules, figure.kind) || !figure.on_feature()) return std::nullopt;
        // The figure is one of the state's (the board's hover asks about state.figures[i]).
        const auto index = &figure - state.figures.data();
        if (index < 0 || index >= static_cast<std::ptrdiff_t>(state.figures.size())) return std::nullopt;
        return flock_words(rules, state, static_cast<int>(index));
    }
    std::optional<std::string> board_tip(const TableContext& ctx, SDL_Point at) const override {
        // The tile art only places a figure on its feature; the cell's tile tells whose flock it is.
        const Pos pos = ctx.view.cell_at(at.x, at.y);
        for (int f = 0; f < static_cast<int>(ctx.state.figures.size()); ++f) {
            const Figure& fig = ctx.state.figures[static_cast<size_t>(f)];
            if (!is_shepherd(ctx.rules, fig.kind) || !fig.on_feature() || ctx.state.board.tile(fig.tile).pos != pos) continue;
            return flock_words(ctx.rules, ctx.state, f);
        }
        return std::nullopt;
    }
    void neutral_items(const Ruleset& rules, const GameState& state, std::vector<RowItem>& out) const override {
        SheepTokens sheep{};
        int wolves = 0;
        if (!sheep_bag(rules, state, sheep, wolves)) return;
        RowItem bag;
        bag.icon = RowItem::Icon::Painter;
        bag.paint = &paint_bag;
        bag.count = sheep[0] + sheep[1] + sheep[2] + sheep[3] + wolves;
        bag.tip = bag_words(sheep, wolves);
        bag.id = "sheep-bag";
        out.push_back(bag);
    }
    std::optional<std::string> remaining_note(const Ruleset& rules, const GameState& state) const override {
        SheepTokens sheep{};
        int wolves = 0;
        if (!sheep_bag(rules, state, sheep, wolves)) return std::nullopt;
        return bag_words(sheep, wolves);
    }
    std::optional<std::string> action_label(const Ruleset& rules, const GameState& state, const Action& a) const override {
        if (a.def->id() != "flock") return std::nullopt;
        const int f = shepherd_choosing(rules, state);
        if (a.value == 0) return std::string(_("Grow the flock: draw a token"));
        int sheep = 0;
        if (f >= 0) {
            const int root = state.features.find(state.figures[static_cast<size_t>(f)].node);
            for (int g = 0; g < static_cast<int>(state.figures.size()); ++g) {
                const Figure& o = state.figures[static_cast<size_t>(g)];
                if (is_shepherd(rules, o.kind) && o.on_feature() && state.features.find(o.node) == root)
                    sheep += flock_sheep(rules, state, g);
            }
        }
        return fill(P_("Herd the flock: {count} point", "Herd the flock: {count} points", sheep),
                    {{"count", std::to_string(sheep)}});
    }
};

}  // namespace

const ExpansionView& sheep_view() {
    static const SheepView view;
    return view;
}

const ExpansionView& hills_view() {
    static const HillsView view;
    return view;
}

const ExpansionView& vineyards_view() {
    static const VineyardsView view;
    return view;
}

}  // namespace carc::app
