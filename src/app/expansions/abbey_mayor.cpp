// Abbey & Mayor on the table (its view, registered in registry.cpp): the wagon's move after
// scoring (the tile it stood on outlined while its owner chooses where it goes next), the barn's
// note in the supply and its spot on a corner point, the abbey in hand (the scoreboard's item,
// the tile of one's own placed instead of the drawn one, and its words). The corners where a barn
// may go are places on a tile's corner, drawn by the board (board/corner_places.hpp). The rules
// and the queries are the engine's (modules/abbey_mayor.hpp); this file only shows them.
#include <SDL2/SDL.h>

#include <algorithm>
#include <optional>

#include "board/board_view.hpp"
#include "modules/abbey_mayor.hpp"
#include "expansions/expansion_view.hpp"
#include "shell/app.hpp"
#include "shell/gfx.hpp"
#include "shell/i18n.hpp"
#include "shell/theme.hpp"

namespace carc::app {

namespace {

// An abbey tile (a green square with a red-roofed abbey) inside `box`: the supply row.
void draw_abbey_icon(SDL_Renderer* r, const SDL_Rect& box) {
    const float x = static_cast<float>(box.x), y = static_cast<float>(box.y);
    const float w = static_cast<float>(box.w), h = static_cast<float>(box.h);
    fill_round_rect(r, {x, y, w, h}, w * 0.14f, Color{112, 150, 70, 255});
    draw_round_rect(r, {x, y, w, h}, w * 0.14f, Color{60, 84, 38, 255}, std::max(1.0f, w / 14));
    // The abbey: a stone hall under a red roof, a small tower beside it.
    fill_rect(r,
              {static_cast<int>(x + w * 0.22f), static_cast<int>(y + h * 0.48f),
               static_cast<int>(w * 0.56f), static_cast<int>(h * 0.32f)},
              Color{236, 226, 204, 255});
    fill_convex(r,
                {{x + w * 0.16f, y + h * 0.50f},
                 {x + w * 0.50f, y + h * 0.26f},
                 {x + w * 0.84f, y + h * 0.50f}},
                Color{176, 58, 46, 255});
    fill_rect(r,
              {static_cast<int>(x + w * 0.44f), static_cast<int>(y + h * 0.62f),
               std::max(1, static_cast<int>(w * 0.12f)), static_cast<int>(h * 0.18f)},
              Color{70, 50, 40, 255});
}

// During the wagon's step, the tile its owner's wagon stood on when it was scored.
void draw_wagon_origin(App& app, BoardView& view, const Ruleset& rules, const GameState& s) {
    if (s.phase != Phase::ModuleStep) return;
    const auto from = wagon_moves_from(rules, s, s.acting_player);
    if (!from || !view.visible(*from)) return;
    const Color owner =
        player_color(rules.setup.players[static_cast<size_t>(s.acting_player)].color).fill;
    view.outline_cell(app, *from, owner.with_alpha(230),
                      static_cast<float>(std::max(3, app.px(4))));
}

// The abbey icon in a scoreboard item's box (four fifths of its height wide), centred upright.
void paint_abbey(SDL_Renderer* r, const SDL_Rect& box) {
    draw_abbey_icon(r, {box.x, box.y + (box.h - box.w) / 2, box.w, box.w});
}

// Where the choice layer offers a barn: it names the square whose north-west corner it takes,
// and is shown on that corner of the tile just placed, on its field there.
std::optional<ChoiceTarget> barn_target(const Ruleset& rules, const GameState& s, const Action& a) {
    if (a.def->id() != "place_barn" || s.placed_tile < 0 || !s.board.occupied(a.pos)) return std::nullopt;
    const Pos new_tile = s.board.tile(s.placed_tile).pos;
    if (const auto c = barn_corner(rules, s, a.pos, new_tile))
        return ChoiceTarget{new_tile, c->field, false, barn_figure(rules), c->corner};
    return ChoiceTarget::not_on_board();  // no corner of the new tile: nowhere to show it
}

class AbbeyMayorView : public ExpansionView {
public:
    std::string_view module_id() const override { return "abbey-mayor"; }
    void draw_board(const BoardContext& ctx, BoardLayer layer) const override {
        // Only while a game is played: the review shows positions, not steps.
        if (layer == BoardLayer::OverFigures && ctx.places)
            draw_wagon_origin(ctx.app, ctx.view, ctx.rules, ctx.state);
    }
    std::optional<ChoiceTarget> choice_target(const Ruleset& rules, const GameState& s,
                                              const Action& a) const override {
        return barn_target(rules, s, a);
    }
    // While the wagon's step waits: passing takes it back.
    std::optional<std::pair<std::string, std::string>> pass_words(const Ruleset& rules, const GameState& s,
                                                                  const std::vector<ChoicePlace>&) const override {
        if (s.phase != Phase::ModuleStep || current_step(rules, s).id() != "wagon_moves") return std::nullopt;
        return std::pair<std::string, std::string>{_("Keep the wagon in the supply (Space)"),
                                                   _("Take the wagon back instead of moving it on")};
    }
    std::string supply_note(const Ruleset& rules, int figure) const override {
        if (figure >= 0 && figure == barn_figure(rules))
            return _("instead of a follower, on a corner of the new tile where four fields meet");
        return "";
    }
    // The abbey tile in hand: placed instead of a drawn tile, once.
    void row_items(const Ruleset& rules, const GameState& s, int player,
                   std::vector<RowItem>& out) const override {
        if (!abbey_tile(rules)) return;
        RowItem abbey;
        abbey.paint = &paint_abbey;
        abbey.width = 0.8f;
        abbey.count = abbeys_left(rules, s, player);
        abbey.tip = app::fill(_("Abbey: {count} of 1 left (instead of the drawn tile, into a hole with tiles on "
                           "all four sides: B in the tile step)"),
                         {{"count", std::to_string(abbey.count)}});
        abbey.id = "abbey";
        out.push_back(std::move(abbey));
    }
    std::optional<TileTypeId> own_tile(const Ruleset& rules, const Action& a) const override {
        if (!a.def || a.def->id() != "place_abbey") return std::nullopt;
        return abbey_tile(rules);
    }
    // The abbey in hand: into a hole with tiles on all four sides, any way round.
    std::optional<OwnTileWords> own_tile_words(const Ruleset& rules, const GameState&, long fits) const override {
        if (!abbey_tile(rules)) return std::nullopt;
        OwnTileWords w;
        w.button = "abbey";
        w.take = _("Place your abbey (B)");
        w.take_tip = _("Instead of the drawn tile, into a hole with tiles on all four sides (it goes back into the pile)");
        w.back = _("Back to the drawn tile (B)");
        w.back_tip = _("Place the tile you drew after all");
        w.turn_tip = _("The abbey fits any way round");
        w.offered = _(" · B: your abbey instead");
        w.prompt = _("{player}: place your abbey into a hole · B: the drawn tile instead");
        w.prompt_lit = P_("{player}: place your abbey into a lit hole ({count} fits) · B: the drawn tile instead",
                          "{player}: place your abbey into a lit hole ({count} fit) · B: the drawn tile instead", fits);
        w.hint = _("Click a hole · Tab goes round the holes, Enter places · B: the drawn tile");
        w.hint_lit = _("Click a lit hole · Tab picks a hole, Enter places · B: the drawn tile");
        w.card_title = _("{player}'s abbey");
        w.misfit = _("The abbey does not fit here.");
        w.hint_plan = _("place your abbey on the gold square");
        w.computer_places = _("places their abbey");
        return w;
    }
    // The barn stands on the corner point where its four fields meet: the north-west corner of
    // the square its action names.
    std::optional<FigureSpot> figure_spot(const Ruleset& rules, const GameState&, const Action& a) const override {
        if (!a.def || a.def->id() != "place_barn") return std::nullopt;
        return FigureSpot{barn_figure(rules), static_cast<float>(a.pos.x), static_cast<float>(a.pos.y)};
    }
};

}  // namespace

const ExpansionView& abbey_mayor_view() {
    static const AbbeyMayorView view;
    return view;
}

}  // namespace carc::app
