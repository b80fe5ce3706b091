// What the game scene and the review share: the table they both show. A TableScene owns the
// session, the tile art, the board's camera and the widgets, lays the board out left of a side
// panel, and draws what both show the same way: the side panel's ground, the tile placed last
// outlined in its player's colour, a scored feature lit in its scorer's colour, the expansions'
// board layers around the figures, and the log's pieces (a dot per scoring player, the "more"
// pill, the note where the log has moved over the board). The passing message over the table (why
// something was refused, where an export went) is kept here too. A change to what the table
// shows is made here once; what only one scene shows stays in its own files (game_*.cpp,
// review_*.cpp).
#pragma once

#include <functional>
#include <memory>
#include <string>
#include <utility>
#include <vector>

#include "board/board_view.hpp"
#include "board/tile_art.hpp"
#include "carc/rule_links.hpp"
#include "expansions/expansion_view.hpp"
#include "scenes/scene.hpp"
#include "shell/game_session.hpp"
#include "widgets/widgets.hpp"

namespace carc::app {

class TableScene : public Scene {
public:
    WidgetSet* widgets() override { return &ui_; }

    GameSession& session() { return *session_; }
    BoardView& board() { return view_; }
    // Why something was refused, or where a file went: shown for a few seconds.
    const std::string& message() const { return message_; }
    // The log opened over the board (L, or Open on its heading): its lines where the side panel
    // has no room for them (many seats, a large interface size).
    bool log_open() const { return log_open_; }
    void open_log(bool open);
    const SDL_Rect& log_area() const { return log_rect_; }
    // Rows of the log drawn last frame, with what each stands for (the game: its entry; the
    // review: the position a click jumps to).
    const std::vector<std::pair<SDL_Rect, int>>& log_rows() const { return log_hits_; }

protected:
    // Without `art`, the scene makes its own; `progressive_art`: a tile never drawn before may
    // then wait a frame rather than hold up the frame (the review's jumps).
    TableScene(App& app, std::shared_ptr<GameSession> session, std::shared_ptr<TileArt> art,
               bool progressive_art);

    // The panels and widgets for this frame.
    virtual void layout(App& app) = 0;
    // What else opening or closing the log forgets (a pointed entry, its badges).
    virtual void log_moved() {}

    // The board's area, given to the camera.
    void place_board(const SDL_Rect& board);
    // The log's Open/Close button (its right end at `button`) and where its lines go: `in_side`
    // in the side panel, or, opened, a panel over the board from `open_top` down.
    void place_log_area(App& app, SDL_Point button, int open_top, const SDL_Rect& in_side);
    // An event the widgets take is theirs (after the layout of this frame): true when taken.
    bool widgets_take(App& app, const SDL_Event& e);
    // The message over the table, from now; and gone once it has been shown long enough.
    void tell(App& app, std::string text);
    void expire_message(uint64_t now);

    // The fill colour of a seat (the board's ink for none, -1).
    Color seat_color(int player) const;
    // A scoring's colour: its first scorer's, or the board's ink when no one scored.
    Color scorer_color(const ScoreEvent& e) const;
    // The closest zoom level a fit may choose: never closer than a comfortable tile size (one
    // tile filling the board is for zooming in).
    static int fit_max_level(App& app);

    // The side panel's ground and its edge towards the board.
    void draw_side_ground(App& app);
    // The tile placed last (at `pos`, by `player`), outlined in that player's colour.
    void outline_placed(App& app, Pos pos, int player, uint8_t alpha, float width);
    // A scored feature lit in its scorer's colour; false when the scoring is not a feature's
    // (a tile's, or a feature gone from the board).
    bool light_scored_feature(App& app, const GameState& s, const ScoreEvent& e, uint8_t alpha);
    // The expansions' board layers around the figures: `over_choices` draws what goes between
    // the layer over the choices and the one under the figures (the game's scoring flashes).
    void draw_layers_and_figures(const BoardContext& ctx, int hovered_figure = -1,
                                 const std::function<void()>& over_choices = {});
    // A log row's dots, one per player who scored, in their colours, left of its words.
    void draw_award_dots(App& app, int x, int y, const ScoreEvent& e);
    // Under the log's lines: how many rows the wheel scrolled out of view below.
    void draw_log_more(App& app, const SDL_Rect& area, const std::string& text);
    // Where the side panel's log was, while the log is open over the board.
    void draw_log_moved_note(App& app, int x, int y, int w);
    // True once after the interface language changed since the log's lines were last written
    // (and at the first call): the log is kept as words, so a switch in the settings rewrites it.
    bool log_language_changed();

    std::shared_ptr<GameSession> session_;
    std::shared_ptr<TileArt> art_;
    BoardView view_;
    WidgetSet ui_;
    const RuleLinks* rule_links_ = nullptr;  // the App's; null: log lines link nothing
    SDL_Rect board_rect_{}, side_rect_{}, log_rect_{};
    bool fitted_ = false;  // the board was fitted into its area once (later the player's)

    bool log_open_ = false;  // over the board, not in the side panel
    SDL_Rect log_panel_{};   // the open log's panel around log_rect_
    int log_scroll_ = 0;     // rows hidden below, scrolled back with the wheel
    std::vector<std::pair<SDL_Rect, int>> log_hits_;  // rows drawn last frame
    std::string log_language_;  // the language the log's lines were written in

    std::string message_;
    uint64_t message_at_ = 0;
};

}  // namespace carc::app
