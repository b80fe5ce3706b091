// The move-by-move viewer of a game, finished or not. A timeline under the board covers every
// action, with a tick at the end of each turn and a dot wherever points were scored; ← → step one
// action, Ctrl+← → one whole turn, Home and End go to the start and the end, typing a turn number
// jumps to the end of that turn, and the timeline can be clicked or dragged. At every position
// the board shows that snapshot with the tile just placed outlined and the features just scored
// lit, the scoreboard shows that moment's scores, the log shows that turn with the engine's full
// explanations, and the score chart marks the moment. Every snapshot is kept by the session, so a
// jump is an index change and a redraw. "Play from here" starts a new hot-seat game from the
// position shown, as a branch (the file reviewed is never written); "Export for JCloisterZone…"
// writes the game up to the position shown.
#pragma once

#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "scenes/scenes.hpp"
#include "scenes/table_scene.hpp"
#include "shell/bot_seat.hpp"
#include "widgets/scoreboard.hpp"

namespace carc::app {

class ReviewScene : public TableScene {
public:
    ReviewScene(App& app, std::shared_ptr<GameSession> session,
                std::shared_ptr<TileArt> art = nullptr);
    const char* name() const override { return "review"; }
    void event(App& app, const SDL_Event& e) override;
    void update(App& app, double dt_ms) override;
    void render(App& app) override;
    bool animating() const override;
    // A file dropped here opens in the review too.
    bool file_dropped(App& app, const std::string& path) override;

    // Position: the number of actions done, 0 (the start) to last() (the end).
    int position() const { return pos_; }
    int last() const { return session_->actions(); }
    void jump(int position);
    // The turn the position belongs to: that of the action just done (turn 1 at the start).
    int shown_turn() const;
    // The position at the end of a turn (after its last action); turn 0 is the start.
    int turn_end(int turn) const;
    const std::vector<int>& turn_ends() const { return turn_ends_; }
    // Positions whose action scored points before the final count, and the final count's.
    const std::vector<int>& score_positions() const { return score_positions_; }

    // What is shown now.
    std::vector<ScoreRow> scoreboard() const;
    std::vector<std::string> log_lines() const;
    // The "?" badges of the log entries drawn last frame (a click opens the rules text at the
    // rule), and the rule of each entry shown, parallel to log_lines().
    const std::vector<std::pair<SDL_Rect, RuleLink>>& log_rule_badges() const { return rule_hits_; }
    std::vector<std::optional<RuleLink>> log_rules() const;
    // The tiles pictured in the log entries shown (type and rotation), in their order.
    std::vector<std::pair<TileTypeId, int>> log_tiles() const;
    int chart_marker() const;             // point of session().score_history()
    bool chart_shown() const { return chart_rect_.h > 0; }  // it gives way to a short log
    const SDL_Rect& chart_area() const { return chart_rect_; }
    // The players' chips at the ends of the chart's lines, as drawn last frame.
    const std::vector<SDL_Rect>& chart_chips() const { return chart_chips_; }
    // The timeline's score dots and its "final" label (empty before the end), as drawn last frame.
    const std::vector<SDL_Rect>& timeline_dots() const { return timeline_dots_; }
    const SDL_Rect& final_label() const { return final_label_; }
    // The log opened over the board (TableScene::open_log) holds the turn's lines; each row of
    // log_rows() stands for the position a click on it jumps to.
    std::optional<Pos> outlined() const;  // the tile just placed
    const std::string& typed() const { return typed_; }
    const SDL_Rect& track() const { return track_; }
    bool can_play_from_here() const;
    void play_from_here(App& app);

    // The second opinion (review_opinion.cpp): for the move shown (the action that led to this
    // position), what the hard computer would have played in its place and how many points of
    // expected lead the move played gives away (bot::second_opinion). Asked with C or the
    // "Computer's view" button; thought out on a worker thread.
    struct Opinion {
        int position = 0;  // the move's position (its 1-based number)
        int player = -1;
        std::string played, choice;  // in the engine's words
        bool same = false;           // the computer agrees
        bool forced = false;         // the only legal move: nothing to compare
        double cost = 0;             // expected lead the move played gives away
        Action choice_action;
        std::string text;  // as shown over the board
    };
    void ask_opinion(App& app);

    // A demo opened by "Show me" (review_demo.cpp): the review jumps to the rule's action and a
    // card beside the board gives the demo's title, the rule's words and the points of that
    // action; "Show the action again" returns to it.
    void show_rule(ShownRule shown);
    const std::optional<ShownRule>& shown_rule() const { return shown_; }
    const SDL_Rect& rule_card() const { return rule_card_; }
    // The points the action shown gives (its score lines), as the card lists them.
    std::vector<std::string> shown_points() const;
    const std::optional<Opinion>& opinion() const { return opinion_; }
    bool opinion_thinking() const { return thinker_.thinking(); }

private:
    struct LogEntry {
        enum class Kind : uint8_t { Heading, Action, Score, Note } kind = Kind::Note;
        int action = 0;  // the position it belongs to (shown when <= position)
        std::string text;
        std::optional<ScoreEvent> score;
        // A tile placed: its picture goes before the words.
        std::optional<std::pair<TileTypeId, int>> tile;
        std::optional<RuleLink> rule;  // its "?" opens the rules text there
    };
    struct Placed {
        Pos pos;
        int player = -1;
    };

    void layout(App& app) override;
    void log_moved() override { rule_hits_.clear(); }
    void key(App& app, const SDL_Event& e);
    void rebuild_log();
    void back(App& app);
    void fit(App& app);
    void open_export(App& app);
    int position_at(int x) const;  // on the timeline
    std::string source_file() const;

    void draw_board(App& app);
    void draw_timeline(App& app);
    static std::string timeline_keys();
    void draw_side(App& app);
    void draw_log(App& app, SDL_Rect area);
    std::string log_heading() const;  // Log · turn 12
    void opinion_step(App& app);
    void draw_opinion(App& app);
    void draw_rule_card(App& app);
    // Where the card goes (empty without a demo), and the final board fitted into the part of
    // the board the card leaves free (review_demo.cpp).
    SDL_Rect rule_card_rect(App& app);
    void fit_beside_rule_card(App& app, const std::vector<Pos>& cells, int max_level);

    int pos_ = 0;

    std::vector<int> action_turn_;   // [k]: turn of action k (k >= 1)
    std::vector<int> turn_ends_;     // [T - 1]: position after the last action of turn T
    std::vector<int> first_action_;  // [T - 1]: first action of turn T
    std::vector<std::optional<Placed>> placed_;  // [position]: the tile placed last, by whom
    std::vector<int> chart_index_;               // [position]: point of the score history
    std::vector<int> score_positions_;
    std::vector<std::vector<int>> history_;
    std::vector<LogEntry> log_;  // of the shown turn, every action of it
    int log_turn_ = -1;
    int side_log_top_ = 0;   // where the side panel's log lines begin, under its heading
    std::vector<SDL_Rect> chart_chips_;
    std::vector<SDL_Rect> timeline_dots_;
    SDL_Rect final_label_{};

    std::string typed_;
    uint64_t typed_at_ = 0;
    bool dragging_track_ = false;
    SDL_Rect timeline_rect_{}, track_{}, chart_rect_{};
    std::vector<std::pair<SDL_Rect, RuleLink>> rule_hits_;  // the log rows' "?" badges -> the rule
    bool compact_ = false;                            // lower scoreboard rows
    bool keys_below_ = false;  // the timeline's key hint under its heading (no room beside it)
    std::optional<ShownRule> shown_;
    SDL_Rect rule_card_{};
    std::optional<Opinion> opinion_;
    int opinion_asked_ = -1;  // the position the thought under way is about
    BotThinker thinker_;      // last, so destroyed first: its thread is joined before the rest
};

}  // namespace carc::app
