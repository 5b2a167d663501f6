#ifndef CWEBENGINE_ENGINE_H
#define CWEBENGINE_ENGINE_H
// What the engine's files share: a web view's state, and the engine's own calls. Everything
// here runs on the engine thread (see webengine.c).
#include "CWebEngine.h"
#include <webkit2/webkit2.h>
#include <gtk/gtk.h>

struct we_view {
    GtkWidget *window;
    WebKitWebView *web;
    WebKitUserContentManager *content;
    GQueue events;
    GHashTable *decisions;   // id → WebKitPolicyDecision (ref'd)
    GHashTable *dialogs;     // id → WebKitScriptDialog (ref'd)
    GHashTable *handlers;    // name → signal handler id
    int pending_scripts;     // evaluations not yet answered (the view is busy meanwhile)
    int pending_calls;       // engine calls that answer with the view: its memory stays until they have
    int loading;             // from a started load to its end
    int failed;              // the current load failed (WebKit still reports it finished)
    int expecting;           // a load was asked for and has not started
    gint64 expecting_since;  // when (monotonic µs)
    GHashTable *same_document; // decision ids of navigations within the page (a fragment)
    int transparent;
    int closed;

    // Presenting (presenting.c).
    int64_t presenting;      // the presentation in flight (0: none)
    size_t presenting_reserve;
    int marker_seen;         // its first animation frame came
    char *marker_json;       // with its script's result (NULL: undefined)
    guint64 frames;          // frames WebKit sent the view
    guint64 frames_at_marker; // how many had come when the marker did
    uint8_t *picture;        // the last presented picture not yet taken (see we_take_picture)
    int picture_width, picture_height;
    guint ack_source;        // the idle source acknowledging WebKit's last frame (0: none)
};

/// Starts a private Xvfb server for a process with no display and points GTK at it: 1 on
/// success (see xvfb.c).
int engine_start_xvfb(void);
/// A new id for a decision, dialog, evaluation or presentation.
int64_t engine_next_id(void);
/// Wakes whoever waits on the engine.
void engine_poke(void);
/// Queues an event for the view's owner.
void engine_push(we_view *v, int kind, int64_t id, int code, int flag, const char *uri, const char *text, const char *text2);
/// A script's value as JSON (free with g_free); NULL for none or `undefined`.
char *engine_json(JSCValue *value);
/// An engine call of the view's has answered: false when the view was freed meanwhile (its
/// memory is released with the last such answer).
int engine_call_answered(we_view *v);

/// Presenting: set up with a new view, ended as it is freed, its picture freed with its memory.
void picture_attach(we_view *v);
void picture_detach(we_view *v);
void picture_release(we_view *v);
int64_t picture_present(we_view *v, const char *script, size_t reserve);
/// A document going away ends the presentation in flight with the picture as it is.
void picture_abandon(we_view *v);
uint8_t *picture_take(we_view *v, int *width, int *height);

#endif
