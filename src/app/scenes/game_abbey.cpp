// The abbey in the tile step (Abbey & Mayor): instead of the drawn tile the player may take their
// abbey tile in hand (a side button or B) and put it into a hole with tiles on all four sides.
// While the abbey is in hand the holes it fits are the lit squares, the card and the ghost show
// the abbey (it fits any way round: no turning), and a click beside them says the engine's reason.
// Where it fits comes from the engine's place_abbey actions alone.
#include <algorithm>

#include "carc/abbey_mayor.hpp"
#include "scenes/game_scene.hpp"
#include "shell/app.hpp"

namespace carc::app {

namespace {

bool is_abbey(const Action& a) { return a.def && a.def->id() == "place_abbey"; }

}  // namespace

std::vector<Pos> GameScene::abbey_cells() const {
    std::vector<Pos> out;
    if (session_->view().phase != Phase::PlaceTile) return out;
    for (const Action& a : session_->legal())
        if (is_abbey(a)) out.push_back(a.pos);
    return out;
}

bool GameScene::abbey_offered() const { return !abbey_cells().empty(); }

TileTypeId GameScene::in_hand() const {
    const GameState& s = session_->view();
    if (abbey_chosen_)
        if (const auto abbey = abbey_tile(session_->rules())) return *abbey;
    return s.drawn;
}

Action GameScene::tile_action(Pos p) const {
    if (abbey_chosen_)
        for (const Action& a : session_->legal())
            if (is_abbey(a)) {
                Action at = a;  // the abbey's action names nothing but its square
                at.pos = p;
                return at;
            }
    // The drawn tile: plainly, or where only a module's placement takes it (with a bridge).
    const Action plain = place_action(p, shown_rotation());
    const auto& legal = session_->legal();
    if (std::find(legal.begin(), legal.end(), plain) == legal.end())
        for (const Action& a : legal)
            if (!is_place(a) && a.pos == p && a.rotation == shown_rotation() && session_->places_drawn_tile(a)) return a;
    return plain;
}

void GameScene::choose_abbey(bool chosen) {
    abbey_chosen_ = chosen && abbey_offered();
    hover_cell_.reset();
    tab_index_ = -1;
    state_changed();
}

}  // namespace carc::app
