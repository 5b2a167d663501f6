// A web view's picture: WebKit's last frame of the page, read once a script has run and WebKit
// drew a frame after it (a presentation).
//
// WebKit draws each frame into the view's backing store, repainting only what changed. A frame
// is one rendering update of the page, which runs the page's animation-frame callbacks, then
// paints, then sends the frame, in that order on the page's thread. So a presentation runs its
// script, and in its first animation frame after it posts a marker: the next frame the view
// receives after the marker is the one of that update. The marker and the frame arrive in the
// order they were sent. When that update changed nothing, no frame comes: the second animation
// frame's answer ends the presentation then. Either way the picture shows the script's effect,
// whatever the wall clock did.
#include "engine.h"
#include <stdlib.h>
#include <string.h>

// The script world the view's own presentation scripts run in, and its marker's channel: the
// page's scripts see neither.
static const char *world = "uimodel";
static const char *marker_channel = "uimodelFrame";

// The view's picture: `snapshot`'s pixels, else the view's as it draws now, into a new buffer
// of `reserve` bytes and then rows of BGRA bytes (straight alpha), top first. Drawing the view
// also acknowledges WebKit's last frame.
static void store_picture(we_view *v, size_t reserve, cairo_surface_t *snapshot) {
    GtkWidget *w = GTK_WIDGET(v->web);
    int width = snapshot ? cairo_image_surface_get_width(snapshot) : gtk_widget_get_allocated_width(w);
    int height = snapshot ? cairo_image_surface_get_height(snapshot) : gtk_widget_get_allocated_height(w);
    if (width < 1 || height < 1) return;
    uint8_t *buffer = malloc(reserve + (size_t)width * height * 4);
    if (!buffer) return;
    memset(buffer, 0, reserve);
    uint8_t *pixels = buffer + reserve;
    // Before WebKit's first frame the view draws nothing: the picture is clear.
    if (!snapshot && v->frames == 0) memset(pixels, 0, (size_t)width * height * 4);
    cairo_surface_t *surface = cairo_image_surface_create_for_data(pixels, CAIRO_FORMAT_ARGB32, width, height, width * 4);
    cairo_t *cr = cairo_create(surface);
    // The picture replaces whatever the new buffer held: copied, not blended over it.
    cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE);
    if (snapshot) {
        cairo_set_source_surface(cr, snapshot, 0, 0);
        cairo_paint(cr);
    } else {
        gtk_widget_draw(w, cr);
    }
    cairo_destroy(cr);
    cairo_surface_flush(surface);
    cairo_surface_destroy(surface);
    // Cairo's ARGB32 is premultiplied (BGRA in memory); the picture has straight alpha. An
    // opaque view's pixels are all opaque: nothing to undo.
    uint32_t *p = (uint32_t *)pixels;
    for (size_t i = 0, n = v->transparent ? (size_t)width * height : 0; i < n; i++) {
        uint32_t a = p[i] >> 24;
        if (a == 255 || a == 0) continue;
        uint32_t r = (p[i] >> 16) & 255, g = (p[i] >> 8) & 255, b = p[i] & 255;
        r = (r * 255 + a / 2) / a; g = (g * 255 + a / 2) / a; b = (b * 255 + a / 2) / a;
        p[i] = a << 24 | r << 16 | g << 8 | b;
    }
    free(v->picture);
    v->picture = buffer;
    v->picture_width = width;
    v->picture_height = height;
}

// A presentation's last step; freed when it is done.
typedef struct { we_view *view; int64_t id; size_t reserve; char *json; } present_call;

static present_call *new_call(we_view *v, int64_t id, size_t reserve, const char *json) {
    present_call *call = g_new0(present_call, 1);
    call->view = v;
    call->id = id;
    call->reserve = reserve;
    call->json = g_strdup(json);
    return call;
}

static void free_call(present_call *call) {
    g_free(call->json);
    g_free(call);
}

static void forget_marker(we_view *v) {
    v->marker_seen = 0;
    g_free(v->marker_json);
    v->marker_json = NULL;
}

// Ends the presentation `call` is for, if it is still the one in flight: the picture stored
// and the event queued.
static void present_done(present_call *call, cairo_surface_t *snapshot) {
    we_view *v = call->view;
    if (v->presenting == call->id) {
        v->presenting = 0;
        forget_marker(v);
        store_picture(v, call->reserve, snapshot);
        engine_push(v, WE_EVENT_PRESENTED, call->id, 0, 0, NULL, call->json, NULL);
    }
    free_call(call);
}

static void on_snapshot(GObject *source, GAsyncResult *result, gpointer data) {
    present_call *call = data;
    cairo_surface_t *snapshot = webkit_web_view_get_snapshot_finish(WEBKIT_WEB_VIEW(source), result, NULL);
    if (engine_call_answered(call->view)) {
        if (snapshot) cairo_surface_flush(snapshot);
        present_done(call, snapshot);
    } else {
        free_call(call);
    }
    if (snapshot) cairo_surface_destroy(snapshot);
    g_object_unref(source);
}

// The picture, now that WebKit drew after the script. A view that is not opaque is painted
// afresh (a snapshot): WebKit's frames of it keep, under a part that changed, what that part
// was before (a half-transparent colour changed mixes with the old one). An opaque view's
// frames are whole.
static void present_picture(present_call *call) {
    we_view *v = call->view;
    if (!v->transparent || g_hash_table_size(v->dialogs) > 0) return present_done(call, NULL);
    v->pending_calls++;
    g_object_ref(v->web); // kept until the answer, which may come after the view is freed
    webkit_web_view_get_snapshot(v->web, WEBKIT_SNAPSHOT_REGION_VISIBLE, WEBKIT_SNAPSHOT_OPTIONS_TRANSPARENT_BACKGROUND,
                                 NULL, on_snapshot, call);
}

// The second animation frame's answer: the presentation ends now unless a frame after the
// marker ended it already.
static void on_answer(GObject *source, GAsyncResult *result, gpointer data) {
    present_call *call = data;
    GError *error = NULL;
    JSCValue *value = webkit_web_view_call_async_javascript_function_finish(WEBKIT_WEB_VIEW(source), result, &error);
    if (engine_call_answered(call->view) && call->view->presenting == call->id) {
        call->json = error ? NULL : engine_json(value);
        present_picture(call);
    } else {
        free_call(call);
    }
    if (error) g_error_free(error);
    if (value) g_object_unref(value);
    g_object_unref(source);
}

// The first animation frame after a presentation's script: `{ id, result }`.
static void on_marker(WebKitUserContentManager *manager, WebKitJavascriptResult *message, gpointer data) {
    we_view *v = data;
    JSCValue *value = webkit_javascript_result_get_js_value(message);
    if (!value || !jsc_value_is_object(value)) return;
    JSCValue *id = jsc_value_object_get_property(value, "id");
    JSCValue *result = jsc_value_object_get_property(value, "result");
    if (id && jsc_value_is_number(id) && (int64_t)jsc_value_to_double(id) == v->presenting && v->presenting) {
        forget_marker(v);
        v->marker_seen = 1;
        v->marker_json = engine_json(result);
        v->frames_at_marker = v->frames;
    }
    if (id) g_object_unref(id);
    if (result) g_object_unref(result);
}

// WebKit waits for each frame it sends to be shown before it sends the next. GTK would show
// it by painting the offscreen window (a copy of the whole page into the display server);
// nothing here looks at that window, so its invalidation is dropped, and the frame is
// acknowledged by drawing the view: the picture when the frame ends a presentation, else a
// single pixel.
static gboolean acknowledge_frame(gpointer data) {
    we_view *v = data;
    v->ack_source = 0;
    if (v->presenting && v->marker_seen && v->frames > v->frames_at_marker) {
        present_picture(new_call(v, v->presenting, v->presenting_reserve, v->marker_json));
        if (!v->transparent) return G_SOURCE_REMOVE;
    }
    cairo_surface_t *pixel = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 1, 1);
    cairo_t *cr = cairo_create(pixel);
    gtk_widget_draw(GTK_WIDGET(v->web), cr);
    cairo_destroy(cr);
    cairo_surface_destroy(pixel);
    return G_SOURCE_REMOVE;
}

static void on_invalidate(GdkWindow *window, cairo_region_t *region) {
    we_view *v = g_object_get_data(G_OBJECT(window), "we_view");
    cairo_region_t *all = cairo_region_copy(region);
    cairo_region_subtract(region, all);
    cairo_region_destroy(all);
    if (!v || v->closed) return;
    v->frames++;
    if (!v->ack_source) v->ack_source = g_idle_add_full(G_PRIORITY_HIGH, acknowledge_frame, v, NULL);
}

void picture_attach(we_view *v) {
    GdkWindow *window = gtk_widget_get_window(v->window);
    g_object_set_data(G_OBJECT(window), "we_view", v);
    gdk_window_set_invalidate_handler(window, on_invalidate);
    webkit_user_content_manager_register_script_message_handler_in_world(v->content, marker_channel, world);
    char *signal = g_strconcat("script-message-received::", marker_channel, NULL);
    g_signal_connect(v->content, signal, G_CALLBACK(on_marker), v);
    g_free(signal);
}

void picture_detach(we_view *v) {
    if (v->ack_source) g_source_remove(v->ack_source);
    v->ack_source = 0;
    g_object_set_data(G_OBJECT(gtk_widget_get_window(v->window)), "we_view", NULL);
}

void picture_release(we_view *v) {
    forget_marker(v);
    free(v->picture);
    v->picture = NULL;
}

int64_t picture_present(we_view *v, const char *script, size_t reserve) {
    int64_t id = engine_next_id();
    v->presenting = id;
    v->presenting_reserve = reserve;
    forget_marker(v);
    present_call *call = new_call(v, id, reserve, NULL);
    // An open dialog holds the page's script: the picture is the one already drawn.
    if (g_hash_table_size(v->dialogs) > 0) { present_done(call, NULL); return id; }
    char *body = g_strdup_printf(
        "var result = (function () { %s })();"
        "await new Promise(function (done) { requestAnimationFrame(function () {"
        "  window.webkit.messageHandlers.%s.postMessage({ id: %" G_GINT64_FORMAT ", result: result });"
        "  requestAnimationFrame(done); }); });"
        "return result;", script ? script : "", marker_channel, id);
    v->pending_calls++;
    g_object_ref(v->web); // kept until the answer, which may come after the view is freed
    webkit_web_view_call_async_javascript_function(v->web, body, -1, NULL, world, NULL, NULL, on_answer, call);
    g_free(body);
    return id;
}

void picture_abandon(we_view *v) {
    if (v->presenting) present_done(new_call(v, v->presenting, v->presenting_reserve, NULL), NULL);
}

uint8_t *picture_take(we_view *v, int *width, int *height) {
    uint8_t *p = v->picture;
    v->picture = NULL;
    *width = v->picture_width;
    *height = v->picture_height;
    return p;
}
