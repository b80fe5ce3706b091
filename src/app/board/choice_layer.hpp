// The choice layer: what the player may choose on the board right now, grouped by *where* it
// happens. Each place is anchored on a feature of a tile (or on a whole tile) and carries the
// options available there, so a tile with ten figure choices shows five markers, one per
// feature, instead of ten crowded ones. Choosing is two steps: the place (a click on its marker,
// its number, or Tab and Enter), then the option when more than one fits there (the same keys
// again; Esc goes back). Places come from the engine's legal actions in one function
// (figure_places), which asks the expansions' views where their own actions are chosen and in
// what words (ExpansionView::choice_target, choice_words); markers are laid out by
// spread_markers so that they stand on their feature and never overlap. No drawing here: the
// scenes draw markers where this layer says and forward input to it.
#pragma once

#include <SDL2/SDL.h>

#include <optional>
#include <string>
#include <vector>

#include "board/tile_geometry.hpp"
#include "carc/engine.hpp"

namespace carc::app {

struct ChoiceOption {
    Action action;
    int figure = -1;    // Ruleset::figures index, -1 for an option that names no figure
    int owner = -1;     // whose figure it shows: -1 the player who chooses, else another's (a
                        // knight the princess sends home)
    std::string label;  // "Follower", "Large meeple", "Take back the abbot"
    std::string role;   // what the figure becomes there: "thief", "farmer", ... (may be empty)
};

// "Follower (knight)", "Large meeple (knight)", "Abbot": the figure and what it becomes there.
std::string option_text(const ChoiceOption& o);
// Where on a tile a point (tile units) lies, in words: "north", "south-west", "middle".
std::string compass_word(Vec2 p);

struct ChoicePlace {
    Pos tile;
    int local = -1;  // feature of that tile; -1: the tile as a whole
    // A place off the tiles (index into Ruleset::places: a quarter of the City), laid out on the
    // table by its expansion's view (ExpansionView::place_box); `tile` is then the square it lies
    // over (to bring it into view), `local` -1.
    int place = -1;
    FeatureKind kind = FeatureKind::Field;
    std::string title;       // "Road", "Field · 2 tiles north", "Take back the abbot"
    bool take_back = false;  // anything but a figure from the supply (the abbot taken back, the
                             // fairy moved, a knight sent home, the dragon's step)
    // A corner of the tile (0 north-east, 1 south-east, 2 south-west, 3 north-west) where four
    // tiles meet, `local` its field (the barn); -1: the place is the feature or tile itself.
    int corner = -1;
    std::vector<ChoiceOption> options;
};

// Where the choice layer offers an action: the square and the feature (or whole tile) of its
// place, or a corner of a tile, or a place off the tiles, and the figure its option shows. The
// layer works it out from the action itself (a figure deployed on its feature, a figure taken
// back from it); an expansion's view says it for actions of its own that name their place
// otherwise (ExpansionView::choice_target: a tower piece on the tower, a barn on its corner, a
// meeple into a City quarter).
struct ChoiceTarget {
    Pos tile;
    int local = -1;          // feature of that tile; -1: the tile as a whole
    bool take_back = false;  // anything but placing a figure there (ChoicePlace::take_back)
    int figure = -1;         // Ruleset::figures index the option shows, -1 for none
    int corner = -1;         // a corner of the tile (ChoicePlace::corner), on its field `local`
    int place = -1;          // a place off the tiles (ChoicePlace::place) instead of a square
    // The action is chosen elsewhere than on the board (a ransom, beside the scoreboard): the
    // layer offers no place for it.
    bool off_board = false;

    static ChoiceTarget not_on_board() {
        ChoiceTarget t;
        t.off_board = true;
        return t;
    }
};

// The words of an option of the choice layer, when an expansion's view words one of its actions
// (ExpansionView::choice_words): its label, the role the figure takes there, and whether the
// label also titles its place when it is the place's first option (a figure taken prisoner: the
// place is that choice), or the title the view gives the place itself (a whole tile's choices of
// one kind: "A little building instead" rather than "Tile").
struct ChoiceWords {
    std::string label;
    std::string role;
    bool titles_place = false;
    std::string place_title;
};

// A figure kind's name as it reads inside a sentence, translated: "abbot", "large meeple";
// "figure" for -1.
std::string figure_in_text(const Ruleset& rules, int figure);

// Whether an action is chosen off the board: its definition declares its fields and none of them
// is a square (a bid, a deal). The game screen lists such actions as buttons (an open entry: the
// number entry sets its value); they are no place of the choice layer.
bool chosen_off_board(const Action& a);

// The places of a step where the player chooses on the board: every action the engine lists that
// names a square, grouped by the feature (or whole tile) it targets. Deploys on the new tile come
// first, then the other choices (taking the abbot back, the fairy, the princess, a module's step),
// then deploys elsewhere on the board (a magic portal), each group in the engine's order. The
// views in play say where their own actions are chosen and in what words (choice_target,
// choice_words); the layer knows the core's deploys and takings back.
std::vector<ChoicePlace> figure_places(const Ruleset& rules, const GameState& state,
                                       const ActionList& legal);
// Where square `to` lies seen from `from`, in words: "next tile north", "3 tiles south-west".
std::string relative_words(Pos from, Pos to, bool definite = false);

// Centres (tile units 0..100) for markers of `radius` on the features `locals` of one tile: each
// on a point of its own feature, inside the tile, and at least 2 × radius from the others.
// Shrinks the radius when the features leave no room; `radius` returns the one used. A marker
// with a corner in `corners` (same order; empty: none) stands on its feature as near that corner
// of the tile as it can (a barn's place).
std::vector<Vec2> spread_markers(const TileGeometry& g, const std::vector<int>& locals,
                                 float& radius, const std::vector<int>& corners = {});
// The corner of a tile in tile units: 0 north-east (100, 0), 1 south-east, 2 south-west, 3
// north-west (0, 0).
Vec2 corner_point(int corner);

class ChoiceLayer {
public:
    void set(std::vector<ChoicePlace> places);
    void clear() { set({}); }
    const std::vector<ChoicePlace>& places() const { return places_; }
    bool empty() const { return places_.empty(); }

    // The place whose options are being chosen (the second step), or -1.
    int open_place() const { return open_; }
    // Keyboard focus: a place, or an option of the open place; -1 when none.
    int focus() const { return focus_; }
    int hover() const { return hover_; }
    void set_hover(int i) { hover_ = i; }
    // The place to light up: the one pointed at, else the one with the focus.
    int lit_place() const;

    struct Outcome {
        bool used = false;             // the input was for this layer
        std::optional<Action> action;  // chosen: apply it
    };
    // A marker or its row clicked: its only option is chosen, or its options open with the
    // focus on the first.
    Outcome activate_place(int place);
    // An option of the open place clicked.
    Outcome activate_option(int option);
    // 1–9 and 0 (the tenth), Tab / Shift+Tab, Enter; Esc and Backspace close the open place.
    Outcome key(SDL_Keycode k, bool shift);
    void close();

    // The key that picks entry i of the current step: "1".."9", "0", then letters ("E", "G",
    // ...), then Shift and those letters ("⇧E"); "" past them.
    static std::string key_name(int i);
    // The entry a key picks (key_name's inverse), or -1 for a key that picks none.
    static int key_index(SDL_Keycode k, bool shift);

private:
    std::vector<ChoicePlace> places_;
    int open_ = -1;
    int focus_ = -1;
    int hover_ = -1;
};

}  // namespace carc::app
