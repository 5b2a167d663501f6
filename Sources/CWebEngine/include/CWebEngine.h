#ifndef CWEBENGINE_H
#define CWEBENGINE_H
// WebKitGTK behind a small C interface for the WebKit module: web views in offscreen GTK
// windows, their loads, scripts and snapshots. No GTK or GLib type crosses this interface.
// GTK and WebKit run on a thread of their own; any one thread at a time may call this interface.
#include <stddef.h>
#include <stdint.h>

typedef struct we_view we_view;

typedef enum {
    WE_EVENT_NAVIGATION_POLICY = 1, // id: the decision (answer with we_decide); uri; flag: navigation type; code: main frame
    WE_EVENT_STARTED,               // uri
    WE_EVENT_REDIRECTED,            // uri
    WE_EVENT_COMMITTED,             // uri
    WE_EVENT_FINISHED,              // uri
    WE_EVENT_FAILED,                // uri; code: error; flag: 1 when provisional (before commit); text: message; text2: domain
    WE_EVENT_SCRIPT_RESULT,         // id: the evaluation; text: the result as JSON (NULL: undefined); flag: 1 on exception; text2: message
    WE_EVENT_SCRIPT_MESSAGE,        // text: the handler's name; text2: the body as JSON (NULL: undefined)
    WE_EVENT_DIALOG,                // id: the dialog (close with we_close_dialog); flag: 0 alert, 1 confirm, 2 prompt; text: message; text2: default
    WE_EVENT_WEB_PROCESS_ENDED,     // the page's process ended
    WE_EVENT_PRESENTED,             // id: the presentation (its picture taken with we_take_picture); text: the script's result as JSON (NULL: undefined or none)
} we_event_kind;

typedef struct {
    int kind;
    int64_t id;
    int code;
    int flag;
    char *uri;
    char *text;
    char *text2;
} we_event;

/// Starts GTK and WebKit once: NULL on success, else why not (a static message). Without a
/// display (no DISPLAY nor WAYLAND_DISPLAY), a private Xvfb server is started for the process.
/// `fontconfig_file` (may be NULL) is the font configuration the pages' processes read.
const char *we_start(const char *fontconfig_file);

we_view *we_view_new(int width_px, int height_px, double scale, int transparent);
void we_view_free(we_view *view);
/// The viewport in pixels and the pixels per CSS pixel.
void we_view_resize(we_view *view, int width_px, int height_px, double scale);
void we_view_set_transparent(we_view *view, int transparent);
void we_view_set_user_agent(we_view *view, const char *user_agent);
/// Whether the page's own scripts run (its script elements and event attributes); the app's always do.
void we_view_set_javascript_enabled(we_view *view, int enabled);
/// The smallest font size, in CSS pixels.
void we_view_set_minimum_font_size(we_view *view, int size);

void we_load_html(we_view *view, const char *html, const char *base_uri);
void we_load_uri(we_view *view, const char *uri);
void we_load_bytes(we_view *view, const void *bytes, size_t length, const char *mime, const char *encoding, const char *base_uri);
void we_reload(we_view *view);
void we_stop(we_view *view);
void we_go_back(we_view *view);
void we_go_forward(we_view *view);
int we_can_go_back(we_view *view);
int we_can_go_forward(we_view *view);
int we_is_loading(we_view *view);
double we_progress(we_view *view);
/// The page's title and address (free with we_free); NULL when there is none.
char *we_title(we_view *view);
char *we_uri(we_view *view);

/// Answers a WE_EVENT_NAVIGATION_POLICY event.
void we_decide(we_view *view, int64_t decision, int allow);
/// Starts an evaluation; its result comes as a WE_EVENT_SCRIPT_RESULT with the id returned.
int64_t we_evaluate(we_view *view, const char *script);
void we_add_user_script(we_view *view, const char *source, int at_document_end, int main_frame_only);
void we_remove_user_scripts(we_view *view);
int we_add_message_handler(we_view *view, const char *name);
void we_remove_message_handler(we_view *view, const char *name);
/// Closes a dialog: `confirmed` for confirm and prompt, `text` (may be NULL) for prompt.
void we_close_dialog(we_view *view, int64_t dialog, int confirmed, const char *text);

/// The next event, oldest first: 1 and fills `event` (its strings freed by we_event_clear), or 0.
int we_next_event(we_view *view, we_event *event);
void we_event_clear(we_event *event);

/// Whether the view waits on its engine: a load, an evaluation or a decision's effect.
int we_is_busy(we_view *view);
/// Lets the engine work for `wait_ms` milliseconds.
void we_pump(int wait_ms);
/// Waits up to `wait_ms` milliseconds for the engine to report something (an event, a load's end).
void we_wait(int wait_ms);

/// Runs `script` (the body of a function, may be NULL) in the page, then waits for WebKit to
/// draw a frame after it, and reads the view's picture then; a WE_EVENT_PRESENTED with the id
/// returned says it is ready. The view is busy meanwhile. One at a time: a new one replaces the
/// one in flight. `reserve` bytes are left before the picture's pixels, for the taker's header.
int64_t we_present(we_view *view, const char *script, size_t reserve);
/// The last picture presented and not yet taken (NULL: none): `reserve` bytes, then `*width` ×
/// `*height` pixels, rows of BGRA bytes (straight alpha), top first. Free with we_free.
uint8_t *we_take_picture(we_view *view, int *width, int *height);

void we_free(void *pointer);

#endif
