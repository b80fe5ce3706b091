// A tile of the player's own in the tile step (A&M's abbey, through its view's own_tile): instead
// of the drawn tile the player may take it in hand (a side button or B) and put it where the
// step's actions that place it go. While it is in hand those squares are the lit ones, the card
// and the ghost show it (it is placed without turning), and a click beside them says the engine's
// reason. The words are the expansion's (own_tile_words).
#include <algorithm>

#include "expansions/expansion_view.hpp"
#include "scenes/game_scene.hpp"
#include "shell/app.hpp"

namespace carc::app {

std::vector<Pos> GameScene::own_tile_cells() const {
    std::vector<Pos> out;
    if (session_->view().phase != Phase::PlaceTile) return out;
    for (const Action& a : session_->legal())
        if (find_own_tile(session_->rules(), a)) out.push_back(a.pos);
    return out;
}

bool GameScene::own_tile_offered() const { return !own_tile_cells().empty(); }

std::optional<OwnTileWords> GameScene::own_tile_words() const {
    return find_own_tile_words(session_->rules(), session_->view(), static_cast<long>(cells_.size()));
}

TileTypeId GameScene::in_hand() const {
    const GameState& s = session_->view();
    if (own_tile_chosen_)
        for (const Action& a : session_->legal())
            if (const auto own = find_own_tile(session_->rules(), a)) return *own;
    return s.drawn;
}

Action GameScene::tile_action(Pos p) const {
    if (own_tile_chosen_)
        for (const Action& a : session_->legal())
            if (find_own_tile(session_->rules(), a)) {
                Action at = a;  // the own tile's action names nothing but its square
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

void GameScene::choose_own_tile(bool chosen) {
    own_tile_chosen_ = chosen && own_tile_offered();
    hover_cell_.reset();
    tab_index_ = -1;
    state_changed();
}

}  // namespace carc::app
