// The shared SVG vocabulary of the tile pictures (svg_paint.hpp).
#include "board/svg_paint.hpp"

#include "board/tile_svg.hpp"

namespace carc::app::svg {

std::string num(float v) { return svg_number(v); }

std::string pt(Vec2 p) { return num(p.x) + " " + num(p.y); }

std::string stroke(const char* colour, float width, const std::string& extra) {
    return "fill=\"none\" stroke=\"" + std::string(colour) + "\" stroke-width=\"" + num(width) +
           "\" stroke-linecap=\"round\" stroke-linejoin=\"round\"" +
           (extra.empty() ? "" : " " + extra);
}

std::string fill(const std::string& colour, const std::string& extra) {
    return "fill=\"" + colour + "\"" + (extra.empty() ? "" : " " + extra);
}

void circle(Writer& s, Vec2 p, float r, const std::string& attrs) {
    s.raw("<circle cx=\"" + num(p.x) + "\" cy=\"" + num(p.y) + "\" r=\"" + num(r) + "\" " + attrs +
          "/>\n");
}

std::string symbol_path(Vec2 c, float k,
                        std::initializer_list<std::variant<const char*, float>> items) {
    std::string d;
    bool x_next = true;
    for (const auto& item : items) {
        if (!d.empty()) d += ' ';
        if (const auto* cmd = std::get_if<const char*>(&item)) {
            d += *cmd;
            continue;
        }
        const float v = std::get<float>(item);
        d += num(x_next ? c.x + v * k : c.y + v * k);
        x_next = !x_next;
    }
    return d;
}

void badge(Writer& s, Vec2 p, float r, const char* colour) {
    circle(s, p + Vec2{0.5f, 0.7f}, r, "fill=\"#000000\" fill-opacity=\"0.25\"");
    circle(s, p, r, fill(colour, "stroke=\"#fbf1dc\" stroke-width=\"1.3\""));
}

}  // namespace carc::app::svg
