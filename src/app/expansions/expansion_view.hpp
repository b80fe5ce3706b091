// An expansion's presentation: what the window shows of an expansion beyond its tiles and figures
// (which come from data), in the expansion's own file src/app/expansions/<module>.cpp, registered
// in one table (registry.cpp) like the rule modules. The scenes, the scoreboard and the input code
// name no expansion: they ask every view of the game's modules, in the ruleset's order, through
// the functions at the end of this header. A view answers only for its module's things and only
// reads the engine's state and queries; the rules stay in the module.
//
// What a view may do today: draw on the board in three layers (board_layer), lay out places that
// are not on a tile (the City's quarters: place_box), explain what lies under the pointer
// (board_tip), say why a click on the board is no choice (click_refusal), add a note to a
// figure's line of the supply (supply_note) and give a player's scoreboard row its items
// (row_items: the Tower's pieces and prisoners, the abbey in hand, the King and the Robber Baron),
// declare the marks its tiles carry (tile_marks: an inn, goods, a volcano, a shrine…), word the
// actions chosen off the board (action_label: a bazaar's deal), let a click on its own things
// over the board pick one of the step's actions (choose_at: a tile of a bazaar's row), say where
// the choice layer offers its actions and in what words (choice_target, choice_words: a tower
// piece on its tower, a barn on its corner, a meeple into a City quarter) and word its steps
// (pass_words: what passing means there; prompt_hint: how the step's choice is made), offer a tile
// the player holds instead of the drawn one and word it (own_tile, own_tile_words: the abbey),
// list standing offers beside the scoreboard and word them (standing_offer, standing_offer_words,
// standing_offers_hint: the ransom), say where a figure that goes on no feature stands
// (figure_spot: the barn), draw the icon of an option that places no figure (option_icon: a tower
// piece), note a second tile in a turn (bonus_turn_note: the builder's), name the elements
// whose points the end table shows apart (score_elements: inns, cathedrals, the pig), and say what
// framing a choice must know (board/framing.hpp): what else a choice must show beside its places
// (choice_anchors: the tower that captures) and the panels it draws over the board
// (board_panels: a bazaar's row), and give its events their own sound (event_cue: the dragon's
// move growls). A hook answers "nothing" by default, so a view overrides only what its expansion
// shows.
#pragma once

#include <SDL2/SDL.h>

#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "board/choice_layer.hpp"
#include "board/tile_marks.hpp"
#include "carc/engine.hpp"
#include "shell/gfx.hpp"
#include "widgets/element_points.hpp"
#include "shell/sound.hpp"
#include "widgets/scoreboard.hpp"

namespace carc::app {

class App;
class BoardView;
class TileArt;

// Where a view draws, in the order the board is drawn. The tiles, the outline of the last tile,
// the learning aids, the lit squares and the glow of the places to choose come first; the numbered
// markers of the places come last, over everything.
enum class BoardLayer : uint8_t {
    OverChoices,   // over the places' glow, under the scoring flashes: what a step reaches (the
                   // squares a growing tower captures in)
    UnderFigures,  // over the flashes, under the figures: what stands on the board (towers, the
                   // City's quarters with the meeples in them)
    OverFigures,   // over the figures, under the markers: where a choice starts from (the tile a
                   // wagon leaves)
};

// What a view reads to lay out or explain the table: the camera, the position shown and the
// interface's size (App::scale: panels drawn over the board in screen pixels).
struct TableContext {
    const BoardView& view;
    const Ruleset& rules;
    const GameState& state;
    float scale = 1.0f;
};

// What a board layer draws with: the window, the camera, the tile art, the position shown and,
// in a game being played, the places of the step being chosen.
struct BoardContext {
    App& app;
    BoardView& view;
    TileArt& art;
    const Ruleset& rules;
    const GameState& state;
    // The places of the choice under way (possibly none) while a game is played; null on the
    // screens that show a position rather than a turn (the review, the end screen).
    const std::vector<ChoicePlace>* places = nullptr;
    int lit_place = -1;  // index into *places of the place pointed at or focused, or -1
    Color hot{};         // the colour the lit place glows in (the chooser's)
    // The open entry whose number the player is setting (the number entry), or null.
    const Action* number_target = nullptr;
    // While the lit place is open (its options listed on the card): the index into its options of
    // the one focused (the first at opening, then Tab, a row pointed at), or -1; a view may show
    // on the board what that option would do (the ferry's two road ends).
    int lit_option = -1;

    TableContext table() const;  // at the window's scale
};

// A place off the tiles (ChoicePlace::place) on screen: the panel that takes a click and where
// its numbered marker stands.
struct PlaceBox {
    SDL_FRect rect{};
    SDL_FPoint marker{};
    float radius = 0;  // the marker's, in pixels
};

// What lies under a click on the board: a placed tile (index into the board's tiles) and its
// feature, and a figure (index into the state's figures); -1 for none.
struct BoardHit {
    int tile = -1;
    int local = -1;
    int figure = -1;
};

// The words of a tile a player holds and may place instead of the drawn one (A&M's abbey), all
// translated. The scene keeps the key (B) and the rest: the own tile goes where the step's
// actions that place it go, and without turning.
struct OwnTileWords {
    std::string button;          // the side button's widget id
    std::string take, take_tip;  // the side button while the drawn tile is in hand
    std::string back, back_tip;  // the side button while the own tile is in hand
    std::string turn_tip;        // the turn button's tooltip while it is in hand (it does not turn)
    std::string offered;         // added to the tile step's prompt while it may be taken
    std::string prompt;          // the prompt while it is in hand on the bare table ({player})
    std::string prompt_lit;      // the prompt with the lit squares counted ({player}, {count})
    std::string hint, hint_lit;  // the side panel's hint while it is in hand: bare, lit
    std::string card_title;      // the corner card's heading ({player})
    std::string misfit;          // a click where it fits not and the engine says no reason
    std::string hint_plan;       // the hint's words for placing it ("place your abbey on the gold square")
    std::string computer_places; // a computer placing it ("places their abbey")
};

// The side button of a standing offer (the Tower's ransom): its widget id, label and tooltip.
struct OfferWords {
    std::string id, label, tip;
};

// Where a figure an action puts on the board stands when the action does not say it by a feature
// (the barn on the corner point of four tiles): the figure kind and the point in board units.
struct FigureSpot {
    int figure = -1;
    float x = 0, y = 0;
};

class ExpansionView {
public:
    virtual ~ExpansionView() = default;
    // The rule module this view shows (data/expansions/*.json "modules").
    virtual std::string_view module_id() const = 0;

    // Draws the expansion's things of one layer.
    virtual void draw_board(const BoardContext&, BoardLayer) const {}
    // The panel of place `place` (index into Ruleset::places) when this view lays it out.
    virtual std::optional<PlaceBox> place_box(const TableContext&, int /*place*/) const {
        return std::nullopt;
    }
    // What pointing at a screen point of the board says, when it is one of this view's things.
    virtual std::optional<std::string> board_tip(const TableContext&, SDL_Point) const {
        return std::nullopt;
    }
    // What a figure of this module's on the board does, translated, shown when the pointer rests
    // on it (the mage: its road or city scores 1 more a tile; a shepherd: its flock), or nothing
    // for the core's words (a follower's feature and what it would score now).
    virtual std::optional<std::string> figure_tip(const Ruleset&, const GameState&, const Figure&) const {
        return std::nullopt;
    }
    // Why a click on the board chooses nothing, in this expansion's rules (a tower that takes no
    // piece), or none.
    virtual std::optional<Message> click_refusal(const TableContext&, const BoardHit&) const {
        return std::nullopt;
    }
    // Words added to the choice row of place `place` (index into Ruleset::places) when this
    // view lays it out: where a City quarter later sends its meeple ("→ monastery"); empty
    // otherwise.
    virtual std::string place_note(const Ruleset&, const GameState&, int /*place*/) const { return {}; }
    // What a figure kind of the supply is for, when its definition does not say it by the
    // features it goes on (the barn's corner); empty otherwise.
    virtual std::string supply_note(const Ruleset&, int /*figure*/) const { return {}; }
    // The pass button's label and tooltip while one of this module's steps waits (what passing
    // means there: "Score the city"), or none for the scene's general words; `places` are the
    // step's places on the board (the choice layer's).
    virtual std::optional<std::pair<std::string, std::string>> pass_words(
        const Ruleset&, const GameState&, const std::vector<ChoicePlace>& /*places*/) const {
        return std::nullopt;
    }
    // Words the prompt adds after a module step's own question, saying how its choice is made
    // (" · press a prisoner's number, or Space to go on" while a ransom is offered); none for the
    // scene's general words. `legal` are the step's listed actions.
    virtual std::optional<std::string> prompt_hint(const Ruleset&, const GameState&,
                                                   const ActionList& /*legal*/) const {
        return std::nullopt;
    }
    // Where the choice layer offers one of this module's actions, when the action does not say
    // it by its square and feature the way a figure deployed or taken back does (a tower piece:
    // on the tower; a barn: on a corner of the new tile; a meeple into a City quarter: on the
    // quarter), or `off_board` for one chosen elsewhere (a ransom, beside the scoreboard); none
    // for an action not its own or placed as the layer would.
    virtual std::optional<ChoiceTarget> choice_target(const Ruleset&, const GameState&,
                                                      const Action&) const {
        return std::nullopt;
    }
    // The words of the choice layer's option for one of this module's actions at `target`
    // (translated): "Tower piece" (raises it to 2), "Take back the abbot", "Take Ben's follower
    // prisoner (next tile north of the tower)"; none for the layer's own words (the figure's name
    // and role, the engine's description of a figure taken back).
    virtual std::optional<ChoiceWords> choice_words(const Ruleset&, const GameState&, const Action&,
                                                    const ChoiceTarget& /*target*/) const {
        return std::nullopt;
    }
    // Appends the screen rectangles a choice of this module's steps must show besides its
    // places, so that the board is framed around them when the step opens (the tower that
    // captures, with the followers it reaches).
    virtual void choice_anchors(const TableContext&, std::vector<SDL_Rect>& /*out*/) const {}
    // Appends the panels this view draws over the board now (a bazaar's row), which a choice's
    // targets are kept clear of.
    virtual void board_panels(const TableContext&, std::vector<SDL_Rect>& /*out*/) const {}
    // The sound one of this module's events makes when it has a sound of its own (the dragon's
    // flight: a growl), or none: the table's general cues (scenes/sound_cues.hpp) then decide.
    virtual std::optional<Cue> event_cue(const Ruleset&, const Event&) const { return std::nullopt; }
    // Appends what player `player`'s scoreboard row shows of this expansion, after the supply
    // and the goods: each an icon, a count and a tooltip in the player's language.
    virtual void row_items(const Ruleset&, const GameState&, int /*player*/,
                           std::vector<RowItem>& /*out*/) const {}
    // Appends what belongs to nobody's row (the dragon: where it is), shown at the head of the
    // scoreboard: each an icon and a tooltip.
    virtual void neutral_items(const Ruleset&, const GameState&,
                               std::vector<RowItem>& /*out*/) const {}
    // The marks its tiles carry (board/tile_marks.hpp): what calls for each, how the geometry
    // places it, its art and its name. Asked of every registered view (tile_marks()).
    virtual std::span<const TileMark> tile_marks() const { return {}; }
    // The words of a listed action chosen off the board (chosen_off_board: a button of the side
    // panel), translated, when the engine's description says too little ("Sell it: Ben pays you
    // 4"); an open entry's words name no number (the number entry sets it).
    virtual std::optional<std::string> action_label(const Ruleset&, const GameState&,
                                                    const Action&) const {
        return std::nullopt;
    }
    // A line the remaining-tiles panel shows under its title about what else is still to come
    // (the bag of sheep: how many tokens of each kind, never their order), translated; none.
    virtual std::optional<std::string> remaining_note(const Ruleset&, const GameState&) const { return std::nullopt; }
    // The action of `legal` a click at a screen point of the board picks, when the point is on
    // one of this view's own things drawn over the board (a tile of a bazaar's row); an open
    // entry opens the number entry.
    virtual std::optional<Action> choose_at(const TableContext&, SDL_Point,
                                            const ActionList& /*legal*/) const {
        return std::nullopt;
    }
    // The tile `action` places when it places a tile of the player's own instead of the drawn
    // one (the abbey), or none.
    virtual std::optional<TileTypeId> own_tile(const Ruleset&, const Action&) const { return std::nullopt; }
    // The words of this module's own tile (see OwnTileWords); `fits` counts the squares it fits,
    // for the prompt's plural. None when the module has no own tile.
    virtual std::optional<OwnTileWords> own_tile_words(const Ruleset&, const GameState&, long /*fits*/) const {
        return std::nullopt;
    }
    // Whether `action` is a standing offer of this module: listed beside the scoreboard as a
    // button at any decision of the player's turn, the tile step too (a ransom).
    virtual bool standing_offer(const Ruleset&, const Action&) const { return false; }
    // The button of standing offer `action`, the `index`th of the offers listed; `key` names the
    // key that takes it, or is empty when the number keys are the markers'.
    virtual std::optional<OfferWords> standing_offer_words(const Ruleset&, const GameState&, const Action&,
                                                           int /*index*/, const std::string& /*key*/) const {
        return std::nullopt;
    }
    // The side panel's hint while this module's standing offers have the number keys.
    virtual std::optional<std::string> standing_offers_hint(const Ruleset&, const GameState&) const {
        return std::nullopt;
    }
    // Where the figure of one of this module's actions stands that goes on no feature (the
    // barn): for the computer's move and the hint.
    virtual std::optional<FigureSpot> figure_spot(const Ruleset&, const GameState&, const Action&) const {
        return std::nullopt;
    }
    // Draws the icon of a choice option that places no figure (a tower piece) inside `box`;
    // false when the action is not this module's to draw.
    virtual bool option_icon(SDL_Renderer*, const SDL_Rect& /*box*/, const Ruleset&, const Action&) const {
        return false;
    }
    // The banner's note when a player's turn goes on with a second tile (the builder's), or none.
    virtual std::optional<std::string> bonus_turn_note(const Ruleset&, const GameState&) const {
        return std::nullopt;
    }
    // The rule elements whose points the end table names on a line of their own (ScoreElement,
    // widgets/element_points.hpp: an inn's road).
    virtual std::vector<ScoreElement> score_elements() const { return {}; }
};

// The view of a module, or null when the module shows nothing of its own (registry.cpp).
const ExpansionView* find_view(std::string_view module_id);
// The module ids that have a view, in the registry's order.
std::vector<std::string_view> view_ids();
// The views of the game's modules, in the ruleset's order of modules.
std::vector<const ExpansionView*> views_in_play(const Ruleset& rules);

// What the scenes ask, over the views in play: each view draws its things of the layer; the
// first view that answers gives the box, the tip, the refusal, the note, the words or the choice
// layer's target; every view adds its row items and neutral items.
void draw_board_layer(const BoardContext& ctx, BoardLayer layer);
std::optional<PlaceBox> find_place_box(const TableContext& table, int place);
std::optional<std::string> find_board_tip(const TableContext& table, SDL_Point at);
// The first view's words for a figure on the board (ExpansionView::figure_tip), or nothing.
std::optional<std::string> find_figure_tip(const Ruleset& rules, const GameState& state, const Figure& figure);
std::optional<Message> find_click_refusal(const TableContext& table, const BoardHit& hit);
std::string find_supply_note(const Ruleset& rules, int figure);
std::string find_place_note(const Ruleset& rules, const GameState& state, int place);
// `places`: the step's places on the board, which some words depend on (the City: whether the
// Count's move is offered).
std::optional<std::pair<std::string, std::string>> find_pass_words(const Ruleset& rules, const GameState& state,
                                                                   const std::vector<ChoicePlace>& places = {});
std::optional<std::string> find_prompt_hint(const Ruleset& rules, const GameState& state, const ActionList& legal);
std::optional<ChoiceTarget> find_choice_target(const Ruleset& rules, const GameState& state, const Action& action);
std::optional<ChoiceWords> find_choice_words(const Ruleset& rules, const GameState& state, const Action& action,
                                             const ChoiceTarget& target);
void gather_choice_anchors(const TableContext& table, std::vector<SDL_Rect>& out);
void gather_board_panels(const TableContext& table, std::vector<SDL_Rect>& out);
void gather_row_items(const Ruleset& rules, const GameState& state, int player,
                      std::vector<RowItem>& out);
void gather_neutral_items(const Ruleset& rules, const GameState& state, std::vector<RowItem>& out);
std::vector<std::string> gather_remaining_notes(const Ruleset& rules, const GameState& state);
std::optional<std::string> find_action_label(const Ruleset& rules, const GameState& state,
                                             const Action& action);
std::optional<Action> find_choice_at(const TableContext& table, SDL_Point at, const ActionList& legal);
std::optional<TileTypeId> find_own_tile(const Ruleset& rules, const Action& action);
// The words of the first view in play with an own tile.
std::optional<OwnTileWords> find_own_tile_words(const Ruleset& rules, const GameState& state, long fits);
// The standing offers among `legal`, in its order.
std::vector<Action> find_standing_offers(const Ruleset& rules, const ActionList& legal);
std::optional<OfferWords> find_standing_offer_words(const Ruleset& rules, const GameState& state, const Action& action,
                                                    int index, const std::string& key);
std::optional<std::string> find_standing_offers_hint(const Ruleset& rules, const GameState& state);
std::optional<FigureSpot> find_figure_spot(const Ruleset& rules, const GameState& state, const Action& action);
bool draw_option_icon(SDL_Renderer* r, const SDL_Rect& box, const Ruleset& rules, const Action& action);
std::optional<std::string> find_bonus_turn_note(const Ruleset& rules, const GameState& state);
// The score elements of the views in play, in the ruleset's order of modules.
std::vector<ScoreElement> gather_score_elements(const Ruleset& rules);
std::optional<Cue> find_event_cue(const Ruleset& rules, const Event& event);

}  // namespace carc::app
