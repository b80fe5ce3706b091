// The castles of Bridges, Castles & Bazaars on the table (their view, registered in registry.cpp):
// each castle drawn over the edge its two tiles share (assets/figures/castle.svg), under the
// figures so that the follower in it stays in sight; the castles a player still has on their
// scoreboard row, with a tooltip; and the pass button's words while a player is asked whether to
// make a castle (passing scores the city). Which city may become a castle is the engine's (the
// make_castle actions of legal_actions, lit by the choice layer on the tile just placed); this
// file only draws and words.
#include <algorithm>
#include <string>

#include "board/board_view.hpp"
#include "board/figure_art.hpp"
#include "modules/castles.hpp"
#include "expansions/expansion_view.hpp"
#include "shell/app.hpp"
#include "shell/gfx.hpp"
#include "shell/i18n.hpp"

namespace carc::app {

namespace {

// A small castle for the scoreboard: a keep between two towers.
void paint_castle(SDL_Renderer* r, const SDL_Rect& box) {
    const Color stone{185, 178, 166, 255}, keep{207, 200, 187, 255}, dark{61, 58, 54, 255};
    const float x = static_cast<float>(box.x), y = static_cast<float>(box.y);
    const float w = static_cast<float>(box.w), h = static_cast<float>(box.h);
    fill_round_rect(r, {x + w * 0.06f, y + h * 0.36f, w * 0.26f, h * 0.56f}, h * 0.03f, stone);
    fill_round_rect(r, {x + w * 0.68f, y + h * 0.36f, w * 0.26f, h * 0.56f}, h * 0.03f, stone);
    fill_round_rect(r, {x + w * 0.30f, y + h * 0.16f, w * 0.40f, h * 0.76f}, h * 0.03f, keep);
    fill_round_rect(r, {x + w * 0.42f, y + h * 0.64f, w * 0.16f, h * 0.28f}, h * 0.06f, dark);
}

// Every castle over the middle of the edge its two tiles share.
void draw_castles(App& app, BoardView& view, const Ruleset& rules, const GameState& s) {
    const int px = view.tile_px();
    for (const CastleOnBoard& c : castles_on_board(rules, s)) {
        const Pos a = s.board.tile(c.tiles[0]).pos, b = s.board.tile(c.tiles[1]).pos;
        if (!view.visible(a) && !view.visible(b)) continue;
        SDL_Texture* t = app.figures().get("castle", nullptr, px, false);
        if (!t) return;
        const SDL_Rect ra = view.cell_rect(a), rb = view.cell_rect(b);
        const int size = px * 3 / 5;
        const SDL_Rect box{(ra.x + rb.x + px) / 2 - size / 2, (ra.y + rb.y + px) / 2 - size / 2, size, size};
        SDL_RenderCopy(app.renderer(), t, nullptr, &box);
    }
}

class CastlesView : public ExpansionView {
public:
    std::string_view module_id() const override { return "castles"; }
    void draw_board(const BoardContext& ctx, BoardLayer layer) const override {
        if (layer == BoardLayer::UnderFigures) draw_castles(ctx.app, ctx.view, ctx.rules, ctx.state);
    }
    void row_items(const Ruleset& rules, const GameState& s, int player, std::vector<RowItem>& out) const override {
        RowItem castles;
        castles.paint = &paint_castle;
        castles.count = castles_left(rules, s, player);
        castles.tip = app::fill(P_("Castles: {count} left. A completed city of two half-cities where your follower stands "
                                   "alone may become your castle instead of scoring; it scores the first feature "
                                   "completed on its six squares.",
                                   "Castles: {count} left. A completed city of two half-cities where your follower stands "
                                   "alone may become your castle instead of scoring; it scores the first feature "
                                   "completed on its six squares.",
                                   castles.count),
                                {{"count", std::to_string(castles.count)}});
        castles.id = "castles";
        out.push_back(std::move(castles));
    }
    std::optional<std::pair<std::string, std::string>> pass_words(const Ruleset& rules, const GameState& s,
                                                                  const std::vector<ChoicePlace>&) const override {
        if (s.phase != Phase::ModuleStep || rules.turn.step(s.step).id() != "castle_choice") return std::nullopt;
        return std::pair<std::string, std::string>{_("Score the city, no castle (Space)"),
                                                   _("The completed city scores now, as usual")};
    }
};

}  // namespace

const ExpansionView& castles_view() {
    static const CastlesView view;
    return view;
}

}  // namespace carc::app
