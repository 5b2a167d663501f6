// WebKitGTK behind CWebEngine.h. GTK and WebKit run on a thread of their own (the engine
// thread), which started them and runs GLib's main loop for them: whatever thread calls this
// interface (the main thread, or the worker a test runner or a benchmark drains the main queue
// on), its calls run on the engine thread, and it waits for them. Each web view is a
// WebKitWebView in a GtkOffscreenWindow (never shown), sized in pixels, zoomed to the screen's
// scale, painted in software (no GPU: the same pixels on every machine), on an ephemeral web
// context whose network goes through a proxy that refuses every connection: the simulated
// device is offline. Its pictures are read in presenting.c.
#include "engine.h"
#include <webkit2/webkit2.h>
#include <gtk/gtk.h>
#include <stdlib.h>
#include <string.h>


static int started;
static const char *start_error;
static GThread *engine_thread;
// Guards `activity` and the `done` flags of calls handed to the engine thread; `changed` is
// signalled whenever either moves.
static GMutex lock;
static GCond changed;
// Counts what the engine thread reported (events, a load's end): a waiting caller wakes on it.
static guint64 activity;

void engine_poke(void) {
    g_mutex_lock(&lock);
    activity++;
    g_cond_broadcast(&changed);
    g_mutex_unlock(&lock);
}

// A call handed to the engine thread: the function, its arguments and its result.
typedef struct call call;
struct call {
    void (*fn)(call *c);
    we_view *v;
    int i1, i2, i3;
    double d;
    const char *s1, *s2, *s3;
    const void *p;
    size_t n;
    int64_t id;
    int64_t ret;
    double ret_d;
    void *ret_p;
    int done;
};

static gboolean run_call(gpointer data) {
    call *c = data;
    c->fn(c);
    g_mutex_lock(&lock);
    c->done = 1;
    g_cond_broadcast(&changed);
    g_mutex_unlock(&lock);
    return G_SOURCE_REMOVE;
}

// Runs `c` on the engine thread and waits for it. The call is queued as a source of the
// engine's loop, never `g_main_context_invoke`d: that runs it on the calling thread whenever the
// loop does not hold its context at that moment (as before the loop first runs), and WebKit
// stops the process when it is used from another thread than its own.
static void run_sync(call *c) {
    if (g_thread_self() == engine_thread) { c->fn(c); return; }
    c->done = 0;
    GSource *source = g_idle_source_new();
    g_source_set_priority(source, G_PRIORITY_DEFAULT);
    g_source_set_callback(source, run_call, c, NULL);
    g_source_attach(source, NULL);
    g_source_unref(source);
    g_mutex_lock(&lock);
    while (!c->done) g_cond_wait(&changed, &lock);
    g_mutex_unlock(&lock);
}
static WebKitWebContext *context;
static int64_t next_id = 1;

int64_t engine_next_id(void) { return next_id++; }

// Where nothing listens: every HTTP and HTTPS connection is refused at once.
static const char *offline_proxy = "http://127.0.0.1:9";

void engine_push(we_view *v, int kind, int64_t id, int code, int flag, const char *uri, const char *text, const char *text2) {
    we_event *e = g_new0(we_event, 1);
    e->kind = kind; e->id = id; e->code = code; e->flag = flag;
    e->uri = g_strdup(uri); e->text = g_strdup(text); e->text2 = g_strdup(text2);
    g_queue_push_tail(&v->events, e);
    engine_poke();
}

// The engine thread: starts GTK and WebKit, reports how that went, then runs GLib's loop.
static gpointer engine_main(gpointer data) {
    call *c = data;
    const char *display = getenv("DISPLAY"), *wayland = getenv("WAYLAND_DISPLAY");
    if ((!display || !*display) && (!wayland || !*wayland) && !engine_start_xvfb()) {
        start_error = "no display, and Xvfb (Debian's xvfb package) could not be started for one";
    } else if (!gtk_init_check(NULL, NULL)) {
        start_error = "GTK could not open the display";
    } else {
        context = webkit_web_context_new_ephemeral();
        webkit_web_context_set_cache_model(context, WEBKIT_CACHE_MODEL_DOCUMENT_VIEWER);
        WebKitNetworkProxySettings *proxy = webkit_network_proxy_settings_new(offline_proxy, NULL);
        webkit_website_data_manager_set_network_proxy_settings(webkit_web_context_get_website_data_manager(context),
                                                               WEBKIT_NETWORK_PROXY_MODE_CUSTOM, proxy);
        webkit_network_proxy_settings_free(proxy);
    }
    g_mutex_lock(&lock);
    c->done = 1;
    g_cond_broadcast(&changed);
    g_mutex_unlock(&lock);
    if (start_error) return NULL;
    GMainLoop *loop = g_main_loop_new(NULL, FALSE);
    g_main_loop_run(loop);
    return NULL;
}

const char *we_start(const char *fontconfig_file) {
    if (started) return start_error;
    started = 1;
    if (fontconfig_file) setenv("FONTCONFIG_FILE", fontconfig_file, 1);
    call c = {0};
    engine_thread = g_thread_new("WebEngine", engine_main, &c);
    g_mutex_lock(&lock);
    while (!c.done) g_cond_wait(&changed, &lock);
    g_mutex_unlock(&lock);
    return start_error;
}

static int navigation_type(WebKitNavigationType t) {
    switch (t) {
    case WEBKIT_NAVIGATION_TYPE_LINK_CLICKED: return 0;
    case WEBKIT_NAVIGATION_TYPE_FORM_SUBMITTED: return 1;
    case WEBKIT_NAVIGATION_TYPE_BACK_FORWARD: return 2;
    case WEBKIT_NAVIGATION_TYPE_RELOAD: return 3;
    case WEBKIT_NAVIGATION_TYPE_FORM_RESUBMITTED: return 4;
    default: return -1;
    }
}

static gboolean on_decide_policy(WebKitWebView *web, WebKitPolicyDecision *decision, WebKitPolicyDecisionType type, gpointer data) {
    we_view *v = data;
    if (type == WEBKIT_POLICY_DECISION_TYPE_NEW_WINDOW_ACTION) {
        // A link to another window: no window opens (the app's UI delegate makes none).
        webkit_policy_decision_ignore(decision);
        return TRUE;
    }
    if (type != WEBKIT_POLICY_DECISION_TYPE_NAVIGATION_ACTION) return FALSE;
    WebKitNavigationAction *action = webkit_navigation_policy_decision_get_navigation_action(WEBKIT_NAVIGATION_POLICY_DECISION(decision));
    const char *uri = webkit_uri_request_get_uri(webkit_navigation_action_get_request(action));
    int64_t id = next_id++;
    g_hash_table_insert(v->decisions, g_memdup2(&id, sizeof id), g_object_ref(decision));
    const char *current = webkit_web_view_get_uri(web);
    const char *hash = uri ? strchr(uri, '#') : NULL;
    if (hash && current && strncmp(uri, current, (size_t)(hash - uri)) == 0
        && (current[hash - uri] == '\0' || current[hash - uri] == '#'))
        g_hash_table_add(v->same_document, g_memdup2(&id, sizeof id));
    engine_push(v, WE_EVENT_NAVIGATION_POLICY, id, 1, navigation_type(webkit_navigation_action_get_navigation_type(action)), uri, NULL, NULL);
    return TRUE;
}

static void on_load_changed(WebKitWebView *web, WebKitLoadEvent event, gpointer data) {
    we_view *v = data;
    const char *uri = webkit_web_view_get_uri(web);
    switch (event) {
    case WEBKIT_LOAD_STARTED:
        v->loading = 1; v->failed = 0; v->expecting = 0;
        engine_push(v, WE_EVENT_STARTED, 0, 0, 0, uri, NULL, NULL);
        break;
    case WEBKIT_LOAD_REDIRECTED: engine_push(v, WE_EVENT_REDIRECTED, 0, 0, 0, uri, NULL, NULL); break;
    case WEBKIT_LOAD_COMMITTED: picture_abandon(v); engine_push(v, WE_EVENT_COMMITTED, 0, 0, 0, uri, NULL, NULL); break;
    case WEBKIT_LOAD_FINISHED:
        v->loading = 0;
        if (!v->failed) engine_push(v, WE_EVENT_FINISHED, 0, 0, 0, uri, NULL, NULL); else engine_poke();
        break;
    }
}

static gboolean on_load_failed(WebKitWebView *web, WebKitLoadEvent event, char *uri, GError *error, gpointer data) {
    we_view *v = data;
    v->failed = 1;
    v->expecting = 0;
    int provisional = event == WEBKIT_LOAD_STARTED || event == WEBKIT_LOAD_REDIRECTED;
    engine_push(v, WE_EVENT_FAILED, 0, error->code, provisional, uri, error->message, g_quark_to_string(error->domain));
    return TRUE; // no error page: the view keeps what it showed, as on iOS
}

static gboolean on_script_dialog(WebKitWebView *web, WebKitScriptDialog *dialog, gpointer data) {
    we_view *v = data;
    int kind;
    switch (webkit_script_dialog_get_dialog_type(dialog)) {
    case WEBKIT_SCRIPT_DIALOG_ALERT: kind = 0; break;
    case WEBKIT_SCRIPT_DIALOG_CONFIRM: case WEBKIT_SCRIPT_DIALOG_BEFORE_UNLOAD_CONFIRM: kind = 1; break;
    default: kind = 2; break;
    }
    int64_t id = next_id++;
    g_hash_table_insert(v->dialogs, g_memdup2(&id, sizeof id), webkit_script_dialog_ref(dialog));
    engine_push(v, WE_EVENT_DIALOG, id, 0, kind, NULL, webkit_script_dialog_get_message(dialog),
         kind == 2 ? webkit_script_dialog_prompt_get_default_text(dialog) : NULL);
    return TRUE;
}

static void on_process_terminated(WebKitWebView *web, WebKitWebProcessTerminationReason reason, gpointer data) {
    we_view *v = data;
    v->loading = 0; v->expecting = 0;
    picture_abandon(v);
    engine_push(v, WE_EVENT_WEB_PROCESS_ENDED, 0, (int)reason, 0, NULL, NULL, NULL);
}

// A load was asked for: the view waits for WebKit to start it.
static void expect(we_view *v) { v->expecting = 1; v->expecting_since = g_get_monotonic_time(); }

// How long a load asked for may take to start before the view stops waiting for it (WebKit
// starts none for a navigation it turns into a download or drops): 2 s.
static const gint64 start_patience_us = 2000000;

static void free_event(gpointer e) { we_event_clear(e); g_free(e); }

static void e_view_resize(we_view *v, int width_px, int height_px, double scale);
static void e_view_set_transparent(we_view *v, int transparent);

static we_view *e_view_new(int width_px, int height_px, double scale, int transparent) {
    if (!context) return NULL;
    we_view *v = g_new0(we_view, 1);
    g_queue_init(&v->events);
    v->decisions = g_hash_table_new_full(g_int64_hash, g_int64_equal, g_free, g_object_unref);
    v->dialogs = g_hash_table_new_full(g_int64_hash, g_int64_equal, g_free, (GDestroyNotify)webkit_script_dialog_unref);
    v->handlers = g_hash_table_new_full(g_str_hash, g_str_equal, g_free, NULL);
    v->same_document = g_hash_table_new_full(g_int64_hash, g_int64_equal, g_free, NULL);
    v->content = webkit_user_content_manager_new();
    // iOS pages show no scroll bars of their own (the scroll view's indicators are UIKit's).
    WebKitUserStyleSheet *bars = webkit_user_style_sheet_new("::-webkit-scrollbar { display: none !important; }",
        WEBKIT_USER_CONTENT_INJECT_ALL_FRAMES, WEBKIT_USER_STYLE_LEVEL_USER, NULL, NULL);
    webkit_user_content_manager_add_style_sheet(v->content, bars);
    webkit_user_style_sheet_unref(bars);
    v->web = WEBKIT_WEB_VIEW(g_object_new(WEBKIT_TYPE_WEB_VIEW, "web-context", context, "user-content-manager", v->content, NULL));
    g_object_ref_sink(v->web);
    WebKitSettings *s = webkit_web_view_get_settings(v->web);
    webkit_settings_set_hardware_acceleration_policy(s, WEBKIT_HARDWARE_ACCELERATION_POLICY_NEVER);
    // Safari's default families on iOS: Times, Helvetica and Courier, here their metric twins.
    webkit_settings_set_default_font_family(s, "Nimbus Roman");
    webkit_settings_set_serif_font_family(s, "Nimbus Roman");
    webkit_settings_set_sans_serif_font_family(s, "Nimbus Sans");
    webkit_settings_set_monospace_font_family(s, "Nimbus Mono PS");
    webkit_settings_set_default_monospace_font_size(s, 13);
    webkit_settings_set_enable_smooth_scrolling(s, FALSE);
    webkit_settings_set_enable_back_forward_navigation_gestures(s, FALSE);
    g_signal_connect(v->web, "decide-policy", G_CALLBACK(on_decide_policy), v);
    g_signal_connect(v->web, "load-changed", G_CALLBACK(on_load_changed), v);
    g_signal_connect(v->web, "load-failed", G_CALLBACK(on_load_failed), v);
    g_signal_connect(v->web, "script-dialog", G_CALLBACK(on_script_dialog), v);
    g_signal_connect(v->web, "web-process-terminated", G_CALLBACK(on_process_terminated), v);
    v->window = gtk_offscreen_window_new();
    gtk_container_add(GTK_CONTAINER(v->window), GTK_WIDGET(v->web));
    e_view_set_transparent(v, transparent);
    e_view_resize(v, width_px, height_px, scale);
    gtk_widget_show_all(v->window);
    picture_attach(v);
    return v;
}

static void release(we_view *v) {
    picture_release(v);
    g_queue_clear_full(&v->events, free_event);
    g_free(v);
}

char *engine_json(JSCValue *value) {
    return value && !jsc_value_is_undefined(value) ? jsc_value_to_json(value, 0) : NULL;
}

int engine_call_answered(we_view *v) {
    if (v->pending_calls > 0) v->pending_calls--;
    engine_poke();
    if (!v->closed) return 1;
    if (v->pending_calls == 0) release(v);
    return 0;
}


static void e_view_free(we_view *v) {
    if (!v) return;
    v->closed = 1;
    picture_detach(v);
    g_signal_handlers_disconnect_by_data(v->web, v);
    g_signal_handlers_disconnect_by_data(v->content, v);
    // Decisions and dialogs still open are answered, so the page's process does not wait on them.
    GHashTableIter it;
    gpointer key, value;
    g_hash_table_iter_init(&it, v->decisions);
    while (g_hash_table_iter_next(&it, &key, &value)) webkit_policy_decision_ignore(value);
    g_hash_table_iter_init(&it, v->dialogs);
    while (g_hash_table_iter_next(&it, &key, &value)) webkit_script_dialog_close(value);
    g_hash_table_destroy(v->decisions);
    g_hash_table_destroy(v->dialogs);
    g_hash_table_destroy(v->handlers);
    g_hash_table_destroy(v->same_document);
    gtk_widget_destroy(v->window);
    g_object_unref(v->web);
    g_object_unref(v->content);
    // A call still running answers later: the view's memory stays until then.
    if (v->pending_calls == 0) release(v);
}

static void e_view_resize(we_view *v, int width_px, int height_px, double scale) {
    if (width_px < 1) width_px = 1;
    if (height_px < 1) height_px = 1;
    gtk_widget_set_size_request(GTK_WIDGET(v->web), width_px, height_px);
    gtk_window_resize(GTK_WINDOW(v->window), width_px, height_px);
    // The new size now, not at GTK's next idle turn: a picture asked for next has it.
    gtk_container_check_resize(GTK_CONTAINER(v->window));
    if (scale > 0 && webkit_web_view_get_zoom_level(v->web) != scale) webkit_web_view_set_zoom_level(v->web, scale);
}

static void e_view_set_transparent(we_view *v, int transparent) {
    v->transparent = transparent;
    GdkRGBA color = { 1, 1, 1, transparent ? 0 : 1 };
    webkit_web_view_set_background_color(v->web, &color);
}

static void e_view_set_user_agent(we_view *v, const char *user_agent) {
    webkit_settings_set_user_agent(webkit_web_view_get_settings(v->web), user_agent);
}

// The page's own scripts (its script elements and event attributes); the app's still run, as
// `evaluateJavaScript` does on iOS when content JavaScript is off.
static void e_view_set_javascript_enabled(we_view *v, int enabled) {
    webkit_settings_set_enable_javascript_markup(webkit_web_view_get_settings(v->web), enabled);
}

static void e_view_set_minimum_font_size(we_view *v, int size) {
    webkit_settings_set_minimum_font_size(webkit_web_view_get_settings(v->web), size < 0 ? 0 : size);
}

static void e_load_html(we_view *v, const char *html, const char *base_uri) { expect(v); webkit_web_view_load_html(v->web, html, base_uri); }
static void e_load_uri(we_view *v, const char *uri) { expect(v); webkit_web_view_load_uri(v->web, uri); }
static void e_load_bytes(we_view *v, const void *bytes, size_t length, const char *mime, const char *encoding, const char *base_uri) {
    GBytes *b = g_bytes_new(bytes, length);
    expect(v);
    webkit_web_view_load_bytes(v->web, b, mime, encoding, base_uri);
    g_bytes_unref(b);
}
static void e_reload(we_view *v) { expect(v); webkit_web_view_reload(v->web); }
static void e_stop(we_view *v) { v->expecting = 0; webkit_web_view_stop_loading(v->web); }
static void e_go_back(we_view *v) { if (webkit_web_view_can_go_back(v->web)) { expect(v); webkit_web_view_go_back(v->web); } }
static void e_go_forward(we_view *v) { if (webkit_web_view_can_go_forward(v->web)) { expect(v); webkit_web_view_go_forward(v->web); } }
static int e_can_go_back(we_view *v) { return webkit_web_view_can_go_back(v->web); }
static int e_can_go_forward(we_view *v) { return webkit_web_view_can_go_forward(v->web); }
static int e_is_loading(we_view *v) { return v->loading || v->expecting; }
static double e_progress(we_view *v) { return webkit_web_view_get_estimated_load_progress(v->web); }
static char *e_title(we_view *v) { const char *t = webkit_web_view_get_title(v->web); return t ? strdup(t) : NULL; }
static char *e_uri(we_view *v) { const char *u = webkit_web_view_get_uri(v->web); return u ? strdup(u) : NULL; }

static void e_decide(we_view *v, int64_t decision, int allow) {
    WebKitPolicyDecision *d = g_hash_table_lookup(v->decisions, &decision);
    if (!d) return;
    // A navigation within the page (to a fragment) loads nothing: nothing to wait for.
    int same = g_hash_table_remove(v->same_document, &decision);
    if (allow && !same) expect(v); else v->expecting = 0;
    if (allow) webkit_policy_decision_use(d); else webkit_policy_decision_ignore(d);
    g_hash_table_remove(v->decisions, &decision);
}

typedef struct { we_view *view; int64_t id; } script_call;

static void on_script_done(GObject *source, GAsyncResult *result, gpointer data) {
    script_call *call = data;
    GError *error = NULL;
    JSCValue *value = webkit_web_view_evaluate_javascript_finish(WEBKIT_WEB_VIEW(source), result, &error);
    we_view *v = call->view;
    if (v->pending_scripts > 0) v->pending_scripts--;
    if (!engine_call_answered(v)) {
        if (error) g_error_free(error);
        if (value) g_object_unref(value);
        g_object_unref(source);
        g_free(call);
        return;
    }
    if (error) {
        engine_push(v, WE_EVENT_SCRIPT_RESULT, call->id, error->code, 1, NULL, NULL, error->message);
        g_error_free(error);
    } else {
        char *json = engine_json(value);
        engine_push(v, WE_EVENT_SCRIPT_RESULT, call->id, 0, 0, NULL, json, NULL);
        g_free(json);
    }
    if (value) g_object_unref(value);
    g_object_unref(v->web);
    g_free(call);
}

static int64_t e_evaluate(we_view *v, const char *script) {
    script_call *call = g_new0(script_call, 1);
    call->view = v;
    call->id = next_id++;
    v->pending_scripts++;
    v->pending_calls++;
    g_object_ref(v->web); // kept until the answer, which may come after the view is freed
    webkit_web_view_evaluate_javascript(v->web, script, -1, NULL, NULL, NULL, on_script_done, call);
    return call->id;
}

static void e_add_user_script(we_view *v, const char *source, int at_document_end, int main_frame_only) {
    WebKitUserScript *s = webkit_user_script_new(source,
        main_frame_only ? WEBKIT_USER_CONTENT_INJECT_TOP_FRAME : WEBKIT_USER_CONTENT_INJECT_ALL_FRAMES,
        at_document_end ? WEBKIT_USER_SCRIPT_INJECT_AT_DOCUMENT_END : WEBKIT_USER_SCRIPT_INJECT_AT_DOCUMENT_START, NULL, NULL);
    webkit_user_content_manager_add_script(v->content, s);
    webkit_user_script_unref(s);
}

static void e_remove_user_scripts(we_view *v) { webkit_user_content_manager_remove_all_scripts(v->content); }

typedef struct { we_view *view; char *name; } handler_data;

static void on_script_message(WebKitUserContentManager *m, WebKitJavascriptResult *result, gpointer data) {
    handler_data *h = data;
    JSCValue *value = webkit_javascript_result_get_js_value(result);
    char *json = engine_json(value);
    engine_push(h->view, WE_EVENT_SCRIPT_MESSAGE, 0, 0, 0, NULL, h->name, json);
    g_free(json);
}

static void free_handler(gpointer data, GClosure *closure) { handler_data *h = data; g_free(h->name); g_free(h); }

static int e_add_message_handler(we_view *v, const char *name) {
    if (g_hash_table_contains(v->handlers, name)) return 0;
    if (!webkit_user_content_manager_register_script_message_handler(v->content, name)) return 0;
    handler_data *h = g_new0(handler_data, 1);
    h->view = v;
    h->name = g_strdup(name);
    char *signal = g_strconcat("script-message-received::", name, NULL);
    gulong id = g_signal_connect_data(v->content, signal, G_CALLBACK(on_script_message), h, free_handler, 0);
    g_free(signal);
    g_hash_table_insert(v->handlers, g_strdup(name), GSIZE_TO_POINTER(id));
    return 1;
}

static void e_remove_message_handler(we_view *v, const char *name) {
    gpointer id;
    if (!g_hash_table_lookup_extended(v->handlers, name, NULL, &id)) return;
    g_signal_handler_disconnect(v->content, GPOINTER_TO_SIZE(id));
    webkit_user_content_manager_unregister_script_message_handler(v->content, name);
    g_hash_table_remove(v->handlers, name);
}

static void e_close_dialog(we_view *v, int64_t dialog, int confirmed, const char *text) {
    WebKitScriptDialog *d = g_hash_table_lookup(v->dialogs, &dialog);
    if (!d) return;
    switch (webkit_script_dialog_get_dialog_type(d)) {
    case WEBKIT_SCRIPT_DIALOG_CONFIRM: case WEBKIT_SCRIPT_DIALOG_BEFORE_UNLOAD_CONFIRM:
        webkit_script_dialog_confirm_set_confirmed(d, confirmed); break;
    case WEBKIT_SCRIPT_DIALOG_PROMPT:
        if (confirmed) webkit_script_dialog_prompt_set_text(d, text ? text : ""); break;
    default: break;
    }
    webkit_script_dialog_close(d);
    g_hash_table_remove(v->dialogs, &dialog);
}

static int e_next_event(we_view *v, we_event *event) {
    we_event *e = g_queue_pop_head(&v->events);
    if (!e) return 0;
    *event = *e;
    g_free(e);
    return 1;
}

void we_event_clear(we_event *e) {
    g_free(e->uri); g_free(e->text); g_free(e->text2);
    e->uri = e->text = e->text2 = NULL;
}

static int e_is_busy(we_view *v) {
    // An open dialog holds the page's script until the app answers: nothing to wait for here.
    if (g_hash_table_size(v->dialogs) > 0) return 0;
    if (v->expecting && !v->loading && g_get_monotonic_time() - v->expecting_since > start_patience_us) v->expecting = 0;
    return v->loading || v->expecting || v->pending_scripts > 0 || v->presenting;
}

void we_pump(int wait_ms) {
    if (wait_ms <= 0) return;
    g_usleep((gulong)wait_ms * 1000);
}

void we_wait(int wait_ms) {
    if (wait_ms <= 0) return;
    g_mutex_lock(&lock);
    guint64 seen = activity;
    gint64 end = g_get_monotonic_time() + (gint64)wait_ms * 1000;
    while (activity == seen) if (!g_cond_wait_until(&changed, &lock, end)) break;
    g_mutex_unlock(&lock);
}

// The interface's calls, each run on the engine thread.
#define CALL(name, body) static void c_##name(call *c) { we_view *v = c->v; (void)v; body; }
CALL(view_new, c->ret_p = e_view_new(c->i1, c->i2, c->d, c->i3))
CALL(view_free, e_view_free(v))
CALL(view_resize, e_view_resize(v, c->i1, c->i2, c->d))
CALL(view_set_transparent, e_view_set_transparent(v, c->i1))
CALL(view_set_user_agent, e_view_set_user_agent(v, c->s1))
CALL(view_set_javascript_enabled, e_view_set_javascript_enabled(v, c->i1))
CALL(view_set_minimum_font_size, e_view_set_minimum_font_size(v, c->i1))
CALL(load_html, e_load_html(v, c->s1, c->s2))
CALL(load_uri, e_load_uri(v, c->s1))
CALL(load_bytes, e_load_bytes(v, c->p, c->n, c->s1, c->s2, c->s3))
CALL(reload, e_reload(v))
CALL(stop, e_stop(v))
CALL(go_back, e_go_back(v))
CALL(go_forward, e_go_forward(v))
CALL(can_go_back, c->ret = e_can_go_back(v))
CALL(can_go_forward, c->ret = e_can_go_forward(v))
CALL(is_loading, c->ret = e_is_loading(v))
CALL(progress, c->ret_d = e_progress(v))
CALL(title, c->ret_p = e_title(v))
CALL(uri, c->ret_p = e_uri(v))
CALL(decide, e_decide(v, c->id, c->i1))
CALL(evaluate, c->ret = e_evaluate(v, c->s1))
CALL(add_user_script, e_add_user_script(v, c->s1, c->i1, c->i2))
CALL(remove_user_scripts, e_remove_user_scripts(v))
CALL(add_message_handler, c->ret = e_add_message_handler(v, c->s1))
CALL(remove_message_handler, e_remove_message_handler(v, c->s1))
CALL(close_dialog, e_close_dialog(v, c->id, c->i1, c->s1))
CALL(next_event, c->ret = e_next_event(v, (we_event *)c->ret_p))
CALL(is_busy, c->ret = e_is_busy(v))
CALL(present, c->ret = picture_present(v, c->s1, c->n))
CALL(take_picture, c->ret_p = picture_take(v, &c->i1, &c->i2))

we_view *we_view_new(int width_px, int height_px, double scale, int transparent) {
    if (!context) return NULL;
    call c = { .fn = c_view_new, .i1 = width_px, .i2 = height_px, .d = scale, .i3 = transparent };
    run_sync(&c);
    return c.ret_p;
}
void we_view_free(we_view *v) { if (v) { call c = { .fn = c_view_free, .v = v }; run_sync(&c); } }
void we_view_resize(we_view *v, int w, int h, double scale) { call c = { .fn = c_view_resize, .v = v, .i1 = w, .i2 = h, .d = scale }; run_sync(&c); }
void we_view_set_transparent(we_view *v, int t) { call c = { .fn = c_view_set_transparent, .v = v, .i1 = t }; run_sync(&c); }
void we_view_set_user_agent(we_view *v, const char *a) { call c = { .fn = c_view_set_user_agent, .v = v, .s1 = a }; run_sync(&c); }
void we_view_set_javascript_enabled(we_view *v, int e) { call c = { .fn = c_view_set_javascript_enabled, .v = v, .i1 = e }; run_sync(&c); }
void we_view_set_minimum_font_size(we_view *v, int size) { call c = { .fn = c_view_set_minimum_font_size, .v = v, .i1 = size }; run_sync(&c); }
void we_load_html(we_view *v, const char *html, const char *base) { call c = { .fn = c_load_html, .v = v, .s1 = html, .s2 = base }; run_sync(&c); }
void we_load_uri(we_view *v, const char *uri) { call c = { .fn = c_load_uri, .v = v, .s1 = uri }; run_sync(&c); }
void we_load_bytes(we_view *v, const void *bytes, size_t length, const char *mime, const char *encoding, const char *base) {
    call c = { .fn = c_load_bytes, .v = v, .p = bytes, .n = length, .s1 = mime, .s2 = encoding, .s3 = base };
    run_sync(&c);
}
void we_reload(we_view *v) { call c = { .fn = c_reload, .v = v }; run_sync(&c); }
void we_stop(we_view *v) { call c = { .fn = c_stop, .v = v }; run_sync(&c); }
void we_go_back(we_view *v) { call c = { .fn = c_go_back, .v = v }; run_sync(&c); }
void we_go_forward(we_view *v) { call c = { .fn = c_go_forward, .v = v }; run_sync(&c); }
int we_can_go_back(we_view *v) { call c = { .fn = c_can_go_back, .v = v }; run_sync(&c); return (int)c.ret; }
int we_can_go_forward(we_view *v) { call c = { .fn = c_can_go_forward, .v = v }; run_sync(&c); return (int)c.ret; }
int we_is_loading(we_view *v) { call c = { .fn = c_is_loading, .v = v }; run_sync(&c); return (int)c.ret; }
double we_progress(we_view *v) { call c = { .fn = c_progress, .v = v }; run_sync(&c); return c.ret_d; }
char *we_title(we_view *v) { call c = { .fn = c_title, .v = v }; run_sync(&c); return c.ret_p; }
char *we_uri(we_view *v) { call c = { .fn = c_uri, .v = v }; run_sync(&c); return c.ret_p; }
void we_decide(we_view *v, int64_t d, int allow) { call c = { .fn = c_decide, .v = v, .id = d, .i1 = allow }; run_sync(&c); }
int64_t we_evaluate(we_view *v, const char *script) { call c = { .fn = c_evaluate, .v = v, .s1 = script }; run_sync(&c); return c.ret; }
void we_add_user_script(we_view *v, const char *source, int at_end, int main_only) {
    call c = { .fn = c_add_user_script, .v = v, .s1 = source, .i1 = at_end, .i2 = main_only };
    run_sync(&c);
}
void we_remove_user_scripts(we_view *v) { call c = { .fn = c_remove_user_scripts, .v = v }; run_sync(&c); }
int we_add_message_handler(we_view *v, const char *name) { call c = { .fn = c_add_message_handler, .v = v, .s1 = name }; run_sync(&c); return (int)c.ret; }
void we_remove_message_handler(we_view *v, const char *name) { call c = { .fn = c_remove_message_handler, .v = v, .s1 = name }; run_sync(&c); }
void we_close_dialog(we_view *v, int64_t d, int confirmed, const char *text) {
    call c = { .fn = c_close_dialog, .v = v, .id = d, .i1 = confirmed, .s1 = text };
    run_sync(&c);
}
int we_next_event(we_view *v, we_event *event) { call c = { .fn = c_next_event, .v = v, .ret_p = event }; run_sync(&c); return (int)c.ret; }
int we_is_busy(we_view *v) { call c = { .fn = c_is_busy, .v = v }; run_sync(&c); return (int)c.ret; }
int64_t we_present(we_view *v, const char *script, size_t reserve) { call c = { .fn = c_present, .v = v, .s1 = script, .n = reserve }; run_sync(&c); return c.ret; }
uint8_t *we_take_picture(we_view *v, int *width, int *height) {
    call c = { .fn = c_take_picture, .v = v };
    run_sync(&c);
    *width = c.i1;
    *height = c.i2;
    return c.ret_p;
}

void we_free(void *pointer) { free(pointer); }
