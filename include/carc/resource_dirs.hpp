// Finding the program's read-only files (the rule tables and rule texts, the fonts and the figure
// art) wherever the program runs from: in its build tree, installed under any prefix (share/
// carcassonne next to bin/, also when moved or installed into a DESTDIR), or through an override
// in the environment. docs/install.md gives the order of the search and why.
#pragma once

#include <string>

namespace carc {

// One kind of read-only files and how to recognise its folder.
struct ResourceKind {
    const char* env_var;        // overrides the search when set: "CARC_DATA_DIR"
    const char* source_folder;  // the folder's name in the source tree: "data"
    const char* marker;         // a sub-folder the folder must hold: "expansions"
    const char* source_dir;     // that folder in the source tree the binary was built from, or null
};

// The folder holding `kind`'s files. When no candidate holds the marker the answer is the bare
// source folder name ("data"), relative to the working directory, so that the error of whoever
// reads it names a path.
std::string find_resource_dir(const ResourceKind& kind, const char* argv0);

// The same search for a program whose file is `executable` (an absolute path; empty: unknown).
std::string find_resource_dir_for(const ResourceKind& kind, const std::string& executable);

// The running program's file: /proc/self/exe (right however the program was started, also from
// PATH or a desktop entry), else argv0 made absolute, else empty.
std::string executable_path(const char* argv0);

}  // namespace carc
