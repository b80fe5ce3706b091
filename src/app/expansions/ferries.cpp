// The Ferries on the table (its view, registered in registry.cpp): the lake lies in the middle of
// its tile where the roads end (board/tile_marks.hpp's landmark), a sheet of water; the ferry is a
// wooden raft on it with a rope to each of the two road ends it joins, so that which roads are
// one road reads at a glance. Pointing at a lake says which ends its ferry joins and whether it
// moved this turn. The choices of placing and moving a ferry sit on the lake tile, each named by
// its two road ends, and the option focused lights those two roads on the board; passing the move
// step keeps the ferries where they are.
#include <SDL2/SDL.h>
#include <string>

#include "board/board_view.hpp"
#include "board/board_words.hpp"
#include "board/choice_layer.hpp"
#include "board/svg_paint.hpp"
#include "expansions/expansion_view.hpp"
#include "modules/ferries.hpp"
#include "shell/app.hpp"
#include "shell/gfx.hpp"
#include "shell/i18n.hpp"

namespace carc::app {

namespace {

namespace ferries_paint {

using svg::fill;
using svg::num;
using Svg = svg::Writer;

// The lake: lighter in the middle, deeper towards its reedy bank.
void lake(Svg& s, Vec2 p, float r) {
    s.raw("<defs><radialGradient id=\"ferrylake\" cx=\"" + num(p.x) + "\" cy=\"" + num(p.y) + "\" r=\"" + num(r) +
          "\" gradientUnits=\"userSpaceOnUse\"><stop offset=\"0\" stop-color=\"" + svg::kWaterLight +
          "\"/><stop offset=\"1\" stop-color=\"" + svg::kWater + "\"/></radialGradient></defs>\n");
    s.raw("<circle cx=\"" + num(p.x) + "\" cy=\"" + num(p.y) + "\" r=\"" + num(r) + "\" " +
          fill("url(#ferrylake)", std::string("stroke=\"") + svg::kWaterEdge + "\" stroke-width=\"1.5\"") + "/>\n");
}

}  // namespace ferries_paint

constexpr Color kRope{92, 62, 34, 255};
constexpr Color kRaft{150, 104, 58, 255};
constexpr Color kRaftEdge{70, 46, 24, 255};
constexpr Color kMovedGlow{255, 236, 150, 200};

SDL_FPoint toward(const SDL_Rect& cell, Side side, float reach) {
    const Pos d = neighbour(Pos{0, 0}, side);
    const float w = static_cast<float>(cell.w);
    return {static_cast<float>(cell.x) + w * (0.5f + reach * static_cast<float>(d.x)),
            static_cast<float>(cell.y) + w * (0.5f + reach * static_cast<float>(d.y))};
}

SDL_FPoint middle(const SDL_Rect& cell) {
    return {static_cast<float>(cell.x) + static_cast<float>(cell.w) * 0.5f,
            static_cast<float>(cell.y) + static_cast<float>(cell.h) * 0.5f};
}

void draw_ferries(BoardView& view, SDL_Renderer* r, const Ruleset& rules, const GameState& s) {
    const float px = static_cast<float>(view.tile_px());
    for (const Ferry& f : ferries_on_board(rules, s)) {
        if (!f.placed || !view.visible(f.pos)) continue;
        const SDL_Rect cell = view.cell_rect(f.pos);
        const SDL_FPoint c = middle(cell);
        const float rope = std::max(2.5f, px * 0.05f);
        draw_line(r, c, toward(cell, f.a, 0.25f), kRope, rope);
        draw_line(r, c, toward(cell, f.b, 0.25f), kRope, rope);
        const float raft = std::max(5.0f, px * 0.09f);
        if (f.moved) fill_circle(r, c.x, c.y, raft * 1.6f, kMovedGlow);
        fill_round_rect(r, SDL_FRect{c.x - raft, c.y - raft * 0.7f, raft * 2.0f, raft * 1.4f}, raft * 0.3f, kRaft);
        draw_round_rect(r, SDL_FRect{c.x - raft, c.y - raft * 0.7f, raft * 2.0f, raft * 1.4f}, raft * 0.3f, kRaftEdge,
                        std::max(1.0f, raft * 0.15f));
    }
}

bool is_ferry_action(const Action& a) {
    return a.def && (a.def->id() == "place_ferry" || a.def->id() == "move_ferry");
}

// The option being chosen in the open place (BoardContext::lit_option): the two road ends it would
// join, from the lake to the tile's edges, lit in the chooser's colour, so that "the south and the
// east road ends" reads on the board too while the marker covers the lake.
void draw_focused_ferry(const BoardContext& ctx) {
    if (!ctx.places || ctx.lit_place < 0 || ctx.lit_option < 0 || ctx.lit_place >= static_cast<int>(ctx.places->size()))
        return;
    const ChoicePlace& place = (*ctx.places)[static_cast<size_t>(ctx.lit_place)];
    if (ctx.lit_option >= static_cast<int>(place.options.size())) return;
    const Action& a = place.options[static_cast<size_t>(ctx.lit_option)].action;
    if (!is_ferry_action(a) || !ctx.view.visible(a.pos)) return;
    const FerryEnds ends = ferry_position_ends(a.value);
    const SDL_Rect cell = ctx.view.cell_rect(a.pos);
    const float width = std::max(4.0f, static_cast<float>(ctx.view.tile_px()) * 0.09f);
    for (const Side side : {ends.a, ends.b})
        draw_line(ctx.app.renderer(), toward(cell, side, 0.12f), toward(cell, side, 0.5f), ctx.hot.with_alpha(200), width);
}

std::string side_words(Side side) {
    const char code[2] = {side_letter(side), '\0'};
    return location_words(code);
}

// "the west and the east road ends", in the player's language.
std::string ends_words(Side a, Side b) {
    return app::fill(_("the {a} and the {b} road ends"), {{"a", side_words(a)}, {"b", side_words(b)}});
}

constexpr TileMark kFerriesMarks[] = {
    {.id = "ferry-lake",
     .placement = MarkPlacement::Landmark,
     .source = "ferry",
     .draw = &ferries_paint::lake,
     .tip = [] {
         return std::string(_("Lake: every road of this tile ends here. Its ferry joins two of the road ends into one "
                              "road; a player whose tile extends a road leading to the ferry may move it"));
     },
     .words = [](int) { return std::string(C_("tile part", "a lake with a ferry")); }},
};

class FerriesView : public ExpansionView {
public:
    std::string_view module_id() const override { return "ferries"; }
    std::span<const TileMark> tile_marks() const override { return kFerriesMarks; }

    void draw_board(const BoardContext& ctx, BoardLayer layer) const override {
        if (layer == BoardLayer::UnderFigures) draw_ferries(ctx.view, ctx.app.renderer(), ctx.rules, ctx.state);
        if (layer == BoardLayer::OverFigures) draw_focused_ferry(ctx);
    }

    std::optional<std::string> board_tip(const TableContext& table, SDL_Point at) const override {
        const float reach = static_cast<float>(table.view.tile_px()) * 0.12f;
        for (const Ferry& f : ferries_on_board(table.rules, table.state)) {
            if (!table.view.visible(f.pos)) continue;
            const SDL_FPoint c = middle(table.view.cell_rect(f.pos));
            const float dx = static_cast<float>(at.x) - c.x, dy = static_cast<float>(at.y) - c.y;
            if (dx * dx + dy * dy > reach * reach) continue;
            if (!f.placed) return std::string(_("A lake whose ferry is still to be placed between two road ends"));
            std::string tip = app::fill(_("The ferry joins {ends} into one road; the other roads end at the lake"),
                                        {{"ends", ends_words(f.a, f.b)}});
            if (f.moved) tip += "\n" + std::string(_("It moved this turn: it may not move again until the next turn"));
            return tip;
        }
        return std::nullopt;
    }

    std::optional<ChoiceTarget> choice_target(const Ruleset&, const GameState&, const Action& a) const override {
        if (!is_ferry_action(a)) return std::nullopt;
        ChoiceTarget t;
        t.tile = a.pos;
        t.take_back = true;  // no figure goes there
        return t;
    }

    std::optional<ChoiceWords> choice_words(const Ruleset&, const GameState&, const Action& a,
                                            const ChoiceTarget&) const override {
        if (!is_ferry_action(a)) return std::nullopt;
        const FerryEnds e = ferry_position_ends(a.value);
        const std::string label = app::fill(_("Ferry between {ends}"), {{"ends", ends_words(e.a, e.b)}});
        if (a.def->id() == "place_ferry")
            return ChoiceWords{label, _("joins these two roads across the lake"), false, _("The ferry")};
        return ChoiceWords{label, _("moves the ferry here: the roads are joined anew"), false, _("Move the ferry")};
    }

    std::optional<std::pair<std::string, std::string>> pass_words(const Ruleset& rules, const GameState& s,
                                                                  const std::vector<ChoicePlace>&) const override {
        if (s.phase != Phase::ModuleStep || rules.turn.step(s.step).id() != "move_ferry") return std::nullopt;
        return std::pair<std::string, std::string>{_("Leave the ferries (Space)"), _("Keep every ferry where it is")};
    }
};

}  // namespace

const ExpansionView& ferries_view() {
    static const FerriesView view;
    return view;
}

}  // namespace carc::app
