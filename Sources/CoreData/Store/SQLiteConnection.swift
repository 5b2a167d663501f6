import CSQLite
import Foundation

/// A value in or out of SQLite.
enum SQLValue: Equatable {
    case null
    case integer(Int64)
    case real(Double)
    case text(String)
    case blob(Data)
}

/// An error SQLite reported, with its message.
struct SQLiteError: Error, CustomStringConvertible {
    var code: Int32
    var message: String
    var description: String { "SQLite error \(code): \(message)" }
}

/// One connection to a SQLite database (Debian's libsqlite3), with its prepared statements
/// kept by SQL text. Not thread-safe: the coordinator uses it under its lock.
final class SQLiteConnection {
    private var db: OpaquePointer?
    private var statements: [String: OpaquePointer] = [:]
    let path: String

    /// Opens (creating unless `readOnly`) the database at `path` (":memory:" for memory only).
    init(path: String, readOnly: Bool = false) throws {
        self.path = path
        let flags = readOnly ? SQLITE_OPEN_READONLY : (SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE)
        let status = sqlite3_open_v2(path, &db, flags | SQLITE_OPEN_NOMUTEX, nil)
        guard status == SQLITE_OK else {
            let message = db.map { String(cString: sqlite3_errmsg($0)) } ?? "cannot open"
            sqlite3_close(db)
            db = nil
            throw SQLiteError(code: status, message: message)
        }
        sqlite3_busy_timeout(db, 5000)
    }

    deinit {
        for statement in statements.values { sqlite3_finalize(statement) }
        sqlite3_close(db)
    }

    /// Runs SQL without results (several statements allowed).
    func execute(_ sql: String) throws {
        var error: UnsafeMutablePointer<CChar>?
        let status = sqlite3_exec(db, sql, nil, nil, &error)
        if status != SQLITE_OK {
            let message = error.map { String(cString: $0) } ?? "error"
            sqlite3_free(error)
            throw SQLiteError(code: status, message: message)
        }
    }

    /// Runs one statement with `arguments`, calling `row` for each result row.
    func query(_ sql: String, _ arguments: [SQLValue] = [], row: (Row) throws -> Void = { _ in }) throws {
        let statement = try prepared(sql)
        defer { sqlite3_reset(statement); sqlite3_clear_bindings(statement) }
        for (index, argument) in arguments.enumerated() { try bind(argument, at: Int32(index + 1), in: statement) }
        while true {
            let status = sqlite3_step(statement)
            if status == SQLITE_DONE { return }
            guard status == SQLITE_ROW else { throw currentError(status) }
            try row(Row(statement: statement))
        }
    }

    /// The rows of a query as values.
    func rows(_ sql: String, _ arguments: [SQLValue] = []) throws -> [[SQLValue]] {
        var result: [[SQLValue]] = []
        try query(sql, arguments) { row in result.append((0..<row.count).map { row.value($0) }) }
        return result
    }

    /// The rows changed by the last statement.
    var changes: Int { Int(sqlite3_changes(db)) }

    /// Runs `body` in a transaction: committed when it returns, rolled back when it throws.
    func transaction<T>(_ body: () throws -> T) throws -> T {
        try execute("BEGIN IMMEDIATE")
        do {
            let result = try body()
            try execute("COMMIT")
            return result
        } catch {
            try? execute("ROLLBACK")
            throw error
        }
    }

    private func prepared(_ sql: String) throws -> OpaquePointer {
        if let cached = statements[sql] { return cached }
        var statement: OpaquePointer?
        let status = sqlite3_prepare_v2(db, sql, -1, &statement, nil)
        guard status == SQLITE_OK, let statement else { throw currentError(status) }
        statements[sql] = statement
        return statement
    }

    private func bind(_ value: SQLValue, at index: Int32, in statement: OpaquePointer) throws {
        let status: Int32
        switch value {
        case .null: status = sqlite3_bind_null(statement, index)
        case .integer(let v): status = sqlite3_bind_int64(statement, index, v)
        case .real(let v): status = sqlite3_bind_double(statement, index, v)
        case .text(let v): status = sqlite3_bind_text(statement, index, v, -1, SQLiteConnection.transient)
        case .blob(let v):
            status = v.withUnsafeBytes { bytes in
                sqlite3_bind_blob(statement, index, bytes.baseAddress ?? UnsafeRawPointer(bitPattern: 1), Int32(bytes.count), SQLiteConnection.transient)
            }
        }
        guard status == SQLITE_OK else { throw currentError(status) }
    }

    private func currentError(_ status: Int32) -> SQLiteError {
        SQLiteError(code: status, message: db.map { String(cString: sqlite3_errmsg($0)) } ?? "error")
    }

    /// SQLite's "copy the value now" destructor.
    static let transient = unsafeBitCast(-1, to: sqlite3_destructor_type.self)

    /// A result row, read while its statement is on it.
    struct Row {
        let statement: OpaquePointer
        var count: Int { Int(sqlite3_column_count(statement)) }

        func value(_ column: Int) -> SQLValue {
            let index = Int32(column)
            switch sqlite3_column_type(statement, index) {
            case SQLITE_INTEGER: return .integer(sqlite3_column_int64(statement, index))
            case SQLITE_FLOAT: return .real(sqlite3_column_double(statement, index))
            case SQLITE_TEXT: return .text(String(cString: sqlite3_column_text(statement, index)))
            case SQLITE_BLOB:
                let length = Int(sqlite3_column_bytes(statement, index))
                guard length > 0, let bytes = sqlite3_column_blob(statement, index) else { return .blob(Data()) }
                return .blob(Data(bytes: bytes, count: length))
            default: return .null
            }
        }

        func integer(_ column: Int) -> Int64 { sqlite3_column_int64(statement, Int32(column)) }
        func isNull(_ column: Int) -> Bool { sqlite3_column_type(statement, Int32(column)) == SQLITE_NULL }
    }
}
