/// UIKit's name for ``ListView``: `UITableView` code keeps its type name (the list's
/// closures stand in for the data source and delegate protocols for now).
public typealias TableView = ListView

/// UIKit's name for ``ListCell`` (its texts are ``ListCell/textLabel`` and
/// ``ListCell/detailTextLabel``; subclasses override ``ListCell/init(style:reuseIdentifier:)``).
public typealias TableViewCell = ListCell
