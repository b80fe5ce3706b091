// The table during play. The board fills the window left of a side panel with the scoreboard,
// what to do now and the log; the drawn tile sits large in the lower left corner. The scene only
// draws the session's snapshots and offers the session's legal actions: legal squares are
// highlighted and the hovered one shows the tile ghosted in a legal rotation (R, right-click or
// Shift+wheel cycles the legal ones), then the new tile's legal figure spots are marked with the
// role a figure would take there. Scoring flashes the feature with the points rising from it and
// writes the engine's explanation to the log; pointing at a log entry or at a figure lights up its
// feature. Accessors expose what the panels show, so headless tests can read them.
#pragma once

#include <cstdio>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <tuple>
#include <vector>

#include "board/choice_layer.hpp"
#include "board/learning_aids.hpp"
#include "scenes/table_scene.hpp"
#include "shell/bot_seat.hpp"
#include "shell/text.hpp"
#include "shell/theme.hpp"
#include "widgets/number_entry.hpp"
#include "widgets/scoreboard.hpp"
#include "widgets/widgets.hpp"

namespace carc::app {

class GameScene : public TableScene {
public:
    GameScene(App& app, std::shared_ptr<GameSession> session,
              std::shared_ptr<TileArt> art = nullptr);
    const char* name() const override { return "game"; }
    void event(App& app, const SDL_Event& e) override;
    void update(App& app, double dt_ms) override;
    void render(App& app) override;
    bool animating() const override;

    TileArt& art() { return *art_; }

    // The rows as shown: at the end of the game without the final count, which the end screen
    // adds as it counts.
    std::vector<ScoreRow> scoreboard() const;
    // The scorings being animated over the board now.
    std::vector<ScoreEvent> animations() const;
    std::vector<std::string> log_lines() const;
    std::string prompt() const;
    // What the step under way asks, from the engine (carc::prompt), naming the player who
    // chooses: "Bernd: move the dragon, step 2 of 6".
    std::string step_prompt() const;
    // The line under the side panel's heading: what to click or press now.
    std::string side_hint() const;
    std::string banner() const;                              // empty when no banner shows
    std::string banner_note() const;                         // the banner's second line, or empty
    // The corner card's heading: whose tile, or who chooses what.
    std::string card_title() const;
    std::optional<Pos> hovered_cell() const { return hover_cell_; }
    int hovered_figure() const { return hover_figure_; }  // index in state().figures, or -1
    int hovered_log_entry() const { return hover_log_; }
    // log_rows() (TableScene): the log entries drawn last frame, with their index in log_lines().
    // The rule the log entry applies (data/rules/links.json); a click on the entry opens it.
    std::optional<RuleLink> log_rule(int entry) const;
    int shown_rotation() const;
    // The tiles that figures standing on whole tiles passed this turn, since the last tile was
    // placed (the dragon's flight so far, from its take-off tile), one path per figure that moved.
    std::vector<std::vector<Pos>> trails() const;
    // "R  2/3" under the hovered square when it takes the tile in several distinct ways; empty
    // otherwise.
    std::string rotation_badge() const;
    // The figure step's places (one per feature) and the state of choosing among them.
    const ChoiceLayer& choices() const { return choices_; }
    // Every place's row as the card words it (no two alike), worked out once per set of places
    // and language.
    const std::vector<std::string>& place_texts();
    // Screen point of each place's marker: on the corner card when it has one (the larger
    // target), else on the board.
    std::vector<SDL_FPoint> place_points();
    // What the figure step drew last frame: the markers (bounding boxes of their circles, with
    // their place) and the rows of the list on the corner card.
    struct DrawnMarker {
        SDL_Rect rect{};
        int place = -1;
        bool on_card = false;
    };
    const std::vector<DrawnMarker>& drawn_markers() const { return drawn_markers_; }
    const std::vector<SDL_Rect>& card_rows() const { return card_rows_drawn_; }
    // Places (or options) the card had no room to list last frame.
    int hidden_rows() const { return hidden_rows_; }
    // The corner card (the tile in hand, or the figure picker) and the enlarged tile on it.
    const SDL_Rect& card() const { return card_rect_; }
    const SDL_Rect& prompt_rect() const { return prompt_rect_; }  // as drawn last
    const SDL_Rect& banner_rect() const { return banner_rect_; }  // as drawn last; empty: none
    // What a choice must show (framing.hpp): the screen rectangles of its places' squares and
    // boxes and of what the expansions' views anchor it to (the tower that captures), and the
    // panels drawn over the board now (toolbar, banner, prompt, card, open log, a view's panel).
    std::vector<SDL_Rect> choice_targets(App& app);
    std::vector<SDL_Rect> board_panels(App& app, bool with_banner = true);
    const SDL_Rect& card_tile() const { return card_tile_; }
    // The side panel drawn last frame: what each scoreboard row showed where, the area of the
    // buttons ("what to do now") and of the log.
    const std::vector<ScoreboardItem>& score_items() const { return score_items_; }
    const SDL_Rect& actions_area() const { return actions_rect_; }
    // The log opened over the board (L, TableScene::open_log) holds the whole game's lines, also
    // for reading back a long game.
    // The parts of the board no panel covered last frame.
    const std::vector<SDL_Rect>& free_areas_shown() const { return free_areas_; }
    // A tile of the player's own (game_own_tile.cpp; A&M's abbey): the player may place it
    // instead of the drawn tile; while it is chosen, the squares it fits are the lit squares.
    bool own_tile_offered() const;
    bool own_tile_chosen() const { return own_tile_chosen_; }
    void choose_own_tile(bool chosen);
    // Shows the ghost tile on a cell as if the mouse were there (screenshots).
    void hover_cell(Pos p);
    // Keep showing a finished game instead of moving on to the end screen (frame benchmark).
    void stay_after_game_over() { stay_ = true; }
    // Plays one seeded random legal action per frame through the same path as a click, and
    // writes "action <n> <state digest> <autosave ms>" to `out` after each (the autosave test).
    void autoplay(uint64_t seed, std::FILE* out);
    // A neutral line over the board for a few seconds (where a save went).
    void notify(App& app, const std::string& text);
    const std::string& notice() const { return notice_; }

    // The learning aids (learning_aids.hpp), all hidden on the bare table (the purist switch).
    bool aids_shown() const { return !session_->info().purist; }
    const LearningAids& aids() const { return aids_; }
    // The ownership overlay (O, or the Owners button).
    bool ownership_shown() const { return aids_shown() && ownership_; }
    void show_ownership(bool on) { ownership_ = on; }
    // The remaining-tiles panel (T, or the Tiles button).
    void open_remaining_tiles(App& app);
    // The open square under the pointer and the held feature (its root) the pointer is on.
    std::optional<Pos> hovered_square() const { return hover_square_; }
    int hovered_holding() const { return hover_holding_; }
    // The tips they show now; empty when none shows.
    std::string square_tip() const;
    std::string holding_tip() const;

    // Computer players (game_bots.cpp). The acting player's seat is a computer and the
    // game goes on: the window plays for it, and takes no moves from the mouse or keys.
    bool computer_turn() const;
    // The computer's thought under way (on its worker thread).
    bool computer_thinking() const { return bots_.thinker.thinking(); }
    // A worker thread exists (thinking, or holding an answer not yet used), for the move or the
    // hint.
    bool bot_threads_active() const {
        return bots_.thinker.active() || bots_.hint_thinker.active();
    }
    // The computer's action being shown before it is applied (its tile sliding, its figure
    // appearing).
    const std::optional<Action>& computer_showing() const { return bots_.showing; }
    // The hint: the hard bot's choice for the person to move (H, or the Hint button).
    struct Hint {
        int at = -1;               // session actions() it was asked at
        std::vector<Action> plan;  // the action, then the same player's next (its figure)
        double gain = 0;           // expected gain in points of lead
        std::string text;          // "Hint: … · expected +3.4"
    };
    void ask_hint(App& app);
    const std::optional<Hint>& hint() const { return bots_.hint; }
    bool hint_thinking() const { return bots_.hint_thinker.thinking(); }

    // Choices off the board (game_entries.cpp): the step's actions that name no square
    // (chosen_off_board), in the engine's order, offered as buttons of the side panel; an open
    // one is set with the number entry, which `number_target` names while it is open.
    std::vector<Action> side_choices() const;
    std::string side_choice_label(const Action& a) const;
    const NumberEntry& number_entry() const { return number_; }
    const std::optional<Action>& number_target() const { return number_action_; }

private:
    struct LogEntry {
        int turn = 0;
        std::string text;
        std::optional<ScoreEvent> score;
        bool heading = false;
        std::vector<Pos> squares;  // outlined while the entry is pointed at
        std::optional<RuleLink> rule;  // clicking the entry opens the rules text there
    };
    struct ScoreFx {
        ScoreEvent event;
        uint64_t start = 0;
    };
    struct Banner {
        int player = 0;
        std::string title;  // "Anna's turn", or what a step asks of the player who chooses
        std::string detail;
        uint64_t start = 0;
    };

    void layout(App& app) override;
    void log_moved() override { hover_log_ = -1; }
    void state_changed();
    void rebuild_log();
    // A click on a log entry opens the rules text at the rule it applies.
    void open_log_rule(App& app, int x, int y);
    void act(App& app, const Action& a);
    void undo(App& app);
    void rotate(int direction);
    void click(App& app, int x, int y);
    // The place whose feature (or whole tile) the click hit, off its marker; -1 when none.
    int place_of_hit(BoardView::Hit hit) const;
    // Why a click on the board beside every lit place does nothing, in the engine's words.
    std::optional<Message> click_refusal(BoardView::Hit hit, Pos cell) const;
    void key(App& app, const SDL_Event& e);
    void hover(App& app, int x, int y);
    void fit(App& app);
    // The parts of the board no panel covers.
    std::vector<SDL_Rect> free_areas(App& app) const;
    const PlacedTile* placed_tile() const;  // the tile of the figure step
    // Brings a legal square (or the tile of the figure step) into a free area if none is.
    void keep_in_view(App& app);
    void open_menu(App& app);
    void open_save(App& app);
    void autosave(App& app);
    void autoplay_step(App& app);
    std::vector<int> global_rotations() const;
    // The squares the own tile fits (the legal actions that place it).
    std::vector<Pos> own_tile_cells() const;
    // Its words, the lit squares counted; none when no view in play has an own tile.
    std::optional<OwnTileWords> own_tile_words() const;
    // The tile in the player's hand: the drawn one, or the own tile when chosen.
    TileTypeId in_hand() const;
    // Placing the tile in hand on square `p` (the shown rotation; the own tile unturned).
    Action tile_action(Pos p) const;
    // Where the tile in hand is shown ghosted under the pointer and Tab goes: the lit legal
    // squares, or on the bare table every open square next to the board, legal or not, so that
    // the ghost's look never tells them apart.
    std::vector<Pos> ghost_squares() const;
    // Places the tile at p in the rotation shown, or says in the engine's words why it may not.
    void place_or_say_why(App& app, Pos p);
    // A figure-step place drawn at a point: on the board tile, or on the enlarged tile in the
    // corner card.
    struct Marker {
        int place = 0;
        SDL_FPoint at{};
        float radius = 0;
        bool on_card = false;
    };
    std::vector<Marker> markers();
    // Where the banner goes: `below_toolbar`'s top, unless that covers a target of the choice;
    // none when every place for it would.
    std::optional<int> banner_top(App& app, const SDL_Rect& below_toolbar);
    // The place under a point (a marker, its feature, or its row on the card), or -1.
    int place_at(int x, int y);
    // The row of the card's list under a point: a place, or an option of the open place; -1.
    int card_row_at(int x, int y) const;
    void choose(App& app, const ChoiceLayer::Outcome& outcome);
    // A place as its row on the card says it: "Field · north-west" when the tile has several;
    // no two rows read the same (place_texts() tells twins apart).
    std::string place_text(int place);
    std::string place_words(int place);  // the row's own words, before twins are told apart
    std::vector<std::string> place_texts_;
    std::string place_texts_language_;
    bool place_texts_stale_ = true;
    // Marker centres (tile units) and radius for some features of a tile type in a rotation.
    const std::pair<std::vector<Vec2>, float>& spread(TileTypeId type, int rotation,
                                                      const std::vector<int>& locals,
                                                      const std::vector<int>& corners);
    std::string player_name(int p) const;
    // The standing offers the acting player may take now (the Tower's ransom), in the engine's
    // order; the side panel's buttons and the number keys pick them.
    std::vector<Action> standing_offers() const;
    // Whether the number keys take a standing offer now: no marker on the board has them.
    bool offers_have_keys() const;
    // A figure kind's name as a word in a sentence: "follower", "large meeple".
    std::string figure_word(int figure) const;
    // The pass button's label and hint for the step under way.
    std::pair<std::string, std::string> pass_words() const;
    // The expansions in play (id, name), whose rules the "?" panel offers.
    std::vector<std::pair<std::string, std::string>> rules_in_play() const;

    // Choices off the board (game_entries.cpp).
    int open_entry_count() const;
    void sync_number_entry();  // after each change of state: one open entry opens it at once
    bool pick_side_choice(const Action& a);  // an open entry: the number entry opens for it
    void choose_side(App& app, const Action& a);  // a concrete action is played, an open one picked
    void confirm_number(App& app);
    bool side_choice_key(App& app, SDL_Keycode k);
    int side_choice_rows() const;  // the side panel's rows the buttons take
    void add_side_choice_buttons(App& app, int x, int& y, int w);

    void draw_board(App& app);
    void draw_card(App& app);
    void draw_marker(App& app, const Marker& m, const PlayerColor& pc, bool hot);
    void draw_side(App& app);
    void draw_log(App& app, SDL_Rect area);
    void draw_open_log(App& app);
    bool over_log(int x, int y) const;  // the log's lines, or the open log's whole panel
    void draw_fx(App& app);
    void draw_trails(App& app);
    // Brings the place with the keyboard focus into view when Tab moved it off the board's
    // free part (a place through a portal, far away).
    void focus_into_view(App& app);
    // The line under the card's list: what else the keys do.
    std::string card_footer() const;
    void draw_banner(App& app);
    // The banner's words and its panel under the toolbar (before banner_top moves it).
    struct BannerLayout {
        std::string title, detail;
        int font_px = 0;
        SDL_Rect rect{};
    };
    BannerLayout banner_layout(App& app) const;
    void draw_prompt(App& app);
    // The prompt's text laid out and its panel, beside the corner card or above it.
    std::pair<TextBox, SDL_Rect> prompt_layout(App& app) const;
    // What the prompt says now (a refusal, a notice, or what the player may do), and its text
    // laid out at the width it gets above the corner card.
    std::string prompt_shown() const;
    TextBox prompt_box(App& app, int max_w) const;
    bool prompt_goes_above(App& app, int card_w) const;
    void draw_hover_tip(App& app);

    // Computer players (game_bots.cpp).
    struct Bots {
        explicit Bots(const Ruleset& rules) : thinker(rules), hint_thinker(rules) {}
        BotThinker thinker;
        std::vector<Action> plan;  // the computer's next actions, plan.front() due at plan_at
        int plan_at = -1;
        std::optional<Action> showing;  // shown now, applied when its animation ends
        uint64_t showing_since = 0, showing_ms = 0;
        uint64_t hold_until = 0;  // a short pause after a computer's move
        BotThinker hint_thinker;
        std::optional<Hint> hint;
    };
    void computer_step(App& app);
    // Abandons the computer's thought and the move being shown (take-back, seats changed).
    void computer_cancel();
    void computer_show(App& app, const Action& a);
    // How many take-back steps reach the last action of a person (1 without computer seats);
    // 0 when none can be reached.
    int undo_steps() const;
    std::string computer_prompt() const;
    void draw_computer(App& app);
    void draw_hint(App& app);

    SDL_Rect card_rect_{}, card_tile_{}, hand_tile_{}, actions_rect_{};
    SDL_Rect prompt_rect_{};  // the prompt as drawn last
    SDL_Rect banner_rect_{};  // the banner as drawn last
    // The prompt stands above the corner card, under the toolbar (the board leaves no room
    // beside the card); the layout keeps that room free.
    bool prompt_above_ = false;

    std::vector<Pos> cells_;
    ChoiceLayer choices_;
    NumberEntry number_;
    std::optional<Action> number_action_;  // the open entry the number entry sets
    std::map<std::tuple<int, int, std::vector<int>, std::vector<int>>,
             std::pair<std::vector<Vec2>, float>>
        spread_;
    std::vector<std::pair<SDL_Rect, int>> card_rows_;  // this frame's list rows and their entry
    std::vector<SDL_Rect> card_rows_drawn_;
    int hidden_rows_ = 0;  // places the card's list has no room for
    std::vector<DrawnMarker> drawn_markers_;
    std::vector<ScoreboardItem> score_items_;
    bool compact_side_ = false;  // lower scoreboard rows: many seats in a small window
    bool side_hint_ = true;      // room for the hint line under "Place the tile"
    std::optional<Pos> hover_cell_;
    int rotation_ = 0;
    bool rotation_chosen_ = false;
    bool own_tile_chosen_ = false;  // the player's own tile instead of the drawn one
    int tab_index_ = -1;
    int hover_figure_ = -1;
    int hover_log_ = -1;

    uint8_t down_button_ = 0;  // the button of the press the board view tracks

    std::vector<ScoreFx> fx_;
    std::optional<Banner> banner_;
    std::vector<LogEntry> log_;
    std::string notice_;
    uint64_t notice_at_ = 0;
    std::optional<Rng> autoplay_;
    std::FILE* autoplay_out_ = nullptr;
    uint64_t over_at_ = 0;
    bool stay_ = false;
    bool check_view_ = false;
    // The place whose options were open when the board was last laid out: opening one lengthens
    // the prompt (it lists the options), which may then cover the places; they are framed again.
    int framed_open_place_ = -1;
    std::vector<SDL_Rect> free_areas_;  // a new step: make sure its squares can be seen
    LearningAids aids_;
    int aids_at_ = -1;  // the session's action count the aids were computed for
    void refresh_aids();
    bool ownership_ = false;
    std::optional<Pos> hover_square_;
    int hover_holding_ = -1;
    bool purist_setting_ = false;  // the settings' switch as last seen (a change applies here)
    Bots bots_;  // last, so destroyed first: its threads are joined before the session goes
};

}  // namespace carc::app
