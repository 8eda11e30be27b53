// The few helpers Swift cannot call directly: libmicrohttpd's daemon start and daemon info
// functions are variadic, and its flags are easiest to combine in C.
// Prefixed CMicroHTTPD_ as swift-nio prefixes its CNIOLinux_ helpers.
#ifndef CMICROHTTPD_SHIM_H
#define CMICROHTTPD_SHIM_H

#include <stddef.h>
#include <stdint.h>
#include <string.h>
#include <sys/types.h>
#include <sys/socket.h>
#include <sys/ioctl.h>
#if defined(__GLIBC__)
#include <malloc.h>
#endif
#include <microhttpd.h>

/// The daemon flags for an internal thread pool.
///
/// `prefer_epoll`: libmicrohttpd 0.9.75's epoll loop stalls when exactly 128 (256, 384, ...)
/// connections of one thread are ready at once, so the wrapper asks for poll() unless told
/// otherwise (see ServerConfiguration.EventLoop).
/// `suspend_resume`: the heavy requests are computed off the daemon's threads while their connections are
/// suspended (MHD_suspend_connection / MHD_resume_connection).
static inline unsigned int CMicroHTTPD_flags(int prefer_epoll, int ipv6, int suspend_resume) {
    // "Run using an internal thread (or thread pool) for sockets sending and receiving and
    // data processing."
    unsigned int flags = MHD_USE_INTERNAL_POLLING_THREAD;
    // "Use inter-thread communication channel. ... It's required for use of
    // #MHD_quiesce_daemon".
    flags |= MHD_USE_ITC;
    // "Print errors messages to custom error logger or to `stderr` if custom error logger is
    // not set." (the logger is set: MHD_OPTION_EXTERNAL_LOGGER below)
    flags |= MHD_USE_ERROR_LOG;
    if (prefer_epoll && MHD_YES == MHD_is_feature_supported(MHD_FEATURE_EPOLL)) {
        // "Use `epoll()` instead of `select()` or `poll()` for the event loop."
        flags |= MHD_USE_EPOLL;
    } else if (MHD_YES == MHD_is_feature_supported(MHD_FEATURE_POLL)) {
        // "Use `poll()` instead of `select()` for polling sockets. This allows sockets with
        // `fd >= FD_SETSIZE`."
        flags |= MHD_USE_POLL;
    }
    if (suspend_resume) {
        // "Allow suspend/resume of connections. ... This option is enforced by #MHD_ALLOW_SUSPEND_RESUME"
        // (MHD_USE_ITC, set above: "If you use this API in conjunction with an "internal" socket polling, you
        // must set the option #MHD_USE_ITC to ensure that a resumed connection is immediately processed by MHD.")
        flags |= MHD_ALLOW_SUSPEND_RESUME;
    }
    if (ipv6) {
        // "Run using the IPv6 protocol (otherwise, MHD will just support IPv4)."
        flags |= MHD_USE_IPv6;
    }
    return flags;
}

/// A no-op unescaper: keeps the path and the query arguments as the client sent them
/// (percent-encoded), so the Swift side sees the raw request target.
/// "the return value must be the length of the value left in "s" (without the 0-terminator)"
static inline size_t CMicroHTTPD_keep_escaped(void *cls, struct MHD_Connection *connection, char *s) {
    (void)cls;
    (void)connection;
    return strlen(s);
}

/// MHD_start_daemon with the option list built here (it is variadic).
/// `bind_address` points to a `struct sockaddr_in` (or `sockaddr_in6` when `flags` has
/// MHD_USE_IPv6) that carries the port; it is read only during this call.
/// Zero for `threads` (or 1), `listen_backlog`, `memory_limit` or `connection_limit` keeps the
/// library's default. Returns NULL when the daemon could not start (errno may say why).
static inline struct MHD_Daemon *CMicroHTTPD_start_daemon(
    unsigned int flags,
    uint16_t port,
    const struct sockaddr *bind_address,
    unsigned int threads,
    unsigned int connection_limit,
    unsigned int timeout_seconds,
    size_t memory_limit,
    unsigned int listen_backlog,
    unsigned int per_address_limit,
    MHD_AccessHandlerCallback handler,
    MHD_RequestCompletedCallback completed,
    MHD_NotifyConnectionCallback connection_notify,
    MHD_LogCallback logger,
    void *context
) {
    struct MHD_OptionItem options[14];
    size_t n = 0;
    // "Should be specified as the first option, otherwise some messages may be printed by
    // standard MHD logger during daemon startup."
    // "For options that expect two pointer arguments, the first argument must be cast to
    // `intptr_t`."
    if (logger != NULL) {
        options[n++] = (struct MHD_OptionItem){MHD_OPTION_EXTERNAL_LOGGER, (intptr_t)logger, context};
    }
    // "Register a function that should be called whenever a request has been completed"
    options[n++] = (struct MHD_OptionItem){MHD_OPTION_NOTIFY_COMPLETED, (intptr_t)completed, context};
    if (connection_notify != NULL) {
        // "Register a function that should be called when a TCP connection to a client is opened or closed."
        options[n++] = (struct MHD_OptionItem){MHD_OPTION_NOTIFY_CONNECTION, (intptr_t)connection_notify, context};
    }
    if (per_address_limit > 0) {
        // "Limit on the number of (concurrent) connections made to the server from the same IP address. Can be
        // used to prevent one IP from taking over all of the allowed connections."
        options[n++] = (struct MHD_OptionItem){MHD_OPTION_PER_IP_CONNECTION_LIMIT, (intptr_t)per_address_limit, NULL};
    }
    // "After how many seconds of inactivity should a connection automatically be timed out?"
    options[n++] = (struct MHD_OptionItem){MHD_OPTION_CONNECTION_TIMEOUT, (intptr_t)timeout_seconds, NULL};
    if (connection_limit > 0) {
        // "Maximum number of concurrent connections to accept"
        options[n++] = (struct MHD_OptionItem){MHD_OPTION_CONNECTION_LIMIT, (intptr_t)connection_limit, NULL};
    }
    if (memory_limit > 0) {
        // "Maximum memory size per connection (followed by a `size_t`)."
        options[n++] = (struct MHD_OptionItem){MHD_OPTION_CONNECTION_MEMORY_LIMIT, (intptr_t)memory_limit, NULL};
    }
    if (listen_backlog > 0) {
        // "Allow to change maximum length of the queue of pending connections on listen
        // socket. If not present than default platform-specific SOMAXCONN value is used."
        options[n++] = (struct MHD_OptionItem){MHD_OPTION_LISTEN_BACKLOG_SIZE, (intptr_t)listen_backlog, NULL};
    }
    if (threads > 1) {
        // "Enable thread pooling by setting this value to to something greater than 1."
        options[n++] = (struct MHD_OptionItem){MHD_OPTION_THREAD_POOL_SIZE, (intptr_t)threads, NULL};
    }
    if (bind_address != NULL) {
        // "Bind daemon to the supplied `struct sockaddr`."
        options[n++] = (struct MHD_OptionItem){MHD_OPTION_SOCK_ADDR, 0, (void *)bind_address};
    }
    // "Specify a function that should be called for unescaping escape sequences in URIs and
    // URI arguments."
    options[n++] = (struct MHD_OptionItem){MHD_OPTION_UNESCAPE_CALLBACK, (intptr_t)&CMicroHTTPD_keep_escaped, NULL};
    // "The array must be terminated with an entry `{MHD_OPTION_END, 0, NULL}`."
    options[n++] = (struct MHD_OptionItem){MHD_OPTION_END, 0, NULL};
    // "@param port port to bind to (in host byte order), use '0' to bind to random free port,
    // ignored if MHD_OPTION_SOCK_ADDR ... is provided"
    return MHD_start_daemon(flags, port, NULL, NULL, handler, context,
                            MHD_OPTION_ARRAY, options, MHD_OPTION_END);
}

/// The port the daemon's listen socket is bound to (useful after binding port 0), or 0.
static inline uint16_t CMicroHTTPD_bound_port(struct MHD_Daemon *daemon) {
    // "Request the port number of daemon's listen socket. No extra arguments should be passed."
    const union MHD_DaemonInfo *info = MHD_get_daemon_info(daemon, MHD_DAEMON_INFO_BIND_PORT);
    return info == NULL ? 0 : info->port;
}

/// The socket of a connection, or -1.
static inline int CMicroHTTPD_connection_fd(struct MHD_Connection *connection) {
    // "Returns the file descriptor for the connection socket. No extra arguments should be passed."
    const union MHD_ConnectionInfo *info = MHD_get_connection_info(connection, MHD_CONNECTION_INFO_CONNECTION_FD);
    return info == NULL ? -1 : (int)info->connect_fd;
}

/// The pointer the application set in the connection's `socket_context` when libmicrohttpd notified its start
/// (MHD_OPTION_NOTIFY_CONNECTION), or NULL.
static inline void *CMicroHTTPD_socket_context(struct MHD_Connection *connection) {
    // "Returns the client-specific pointer to a `void *` that was (possibly) set during a
    // #MHD_NotifyConnectionCallback when the socket was first accepted."
    const union MHD_ConnectionInfo *info = MHD_get_connection_info(connection, MHD_CONNECTION_INFO_SOCKET_CONTEXT);
    return info == NULL ? NULL : info->socket_context;
}

/// The number of connections the daemon currently handles, or 0.
static inline unsigned int CMicroHTTPD_current_connections(struct MHD_Daemon *daemon) {
    // "Request the number of current connections handled by the daemon. No extra arguments
    // should be passed."
    const union MHD_DaemonInfo *info = MHD_get_daemon_info(daemon, MHD_DAEMON_INFO_CURRENT_CONNECTIONS);
    return info == NULL ? 0 : info->num_connections;
}

/// Gives the allocator's free memory back to the system (glibc only; elsewhere nothing). malloc_trim(3): "attempts
/// to release free memory from the heap"; "Since glibc 2.8 this function frees memory in all arenas and in all
/// chunks with whole free pages." Returns whether any memory was released.
static inline int CMicroHTTPD_trim_memory(void) {
#if defined(__GLIBC__)
    return malloc_trim(0);
#else
    return 0;
#endif
}

/// Has every allocation of `threshold` bytes or more mapped on its own and unmapped when freed (glibc only;
/// elsewhere nothing). mallopt(3), M_MMAP_THRESHOLD: "Allocations greater than or equal to the limit specified (in
/// bytes) by M_MMAP_THRESHOLD that can't be satisfied from the free list are allocated using mmap(2)"; "the
/// default is ... dynamic" and "Setting M_MMAP_THRESHOLD ... disables the dynamic mmap threshold": without it, the
/// first 4 MB body freed raises the threshold to 4 MB, and every later body is carved from an arena and kept there
/// after it is freed. Returns 1 on success.
static inline int CMicroHTTPD_map_large_blocks(size_t threshold) {
#if defined(__GLIBC__)
    return mallopt(M_MMAP_THRESHOLD, (int)threshold);
#else
    (void)threshold;
    return 0;
#endif
}

/// Bytes received on `fd` that the server has not read yet, or 0: a request past its deadline with bytes
/// waiting was slow on the server's side, not the client's (ConnectionMachine.sweep).
static inline int CMicroHTTPD_unread_bytes(int fd) {
    int count = 0;
    // ioctl(2) is variadic. tcp(7): "FIONREAD ... Returns the amount of queued unread data in the receive buffer."
    if (ioctl(fd, FIONREAD, &count) != 0) return 0;
    return count;
}

#endif
