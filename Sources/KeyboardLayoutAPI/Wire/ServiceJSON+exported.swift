// The answers' public API is ServiceJSON's (`JSONWritable`, `JSONValue`, `JSONWriter`): whoever imports the API
// can write and walk an answer without importing the JSON module by name.
@_exported public import ServiceJSON
