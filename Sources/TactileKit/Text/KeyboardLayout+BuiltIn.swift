extension KeyboardLayout {
    // The built-in layouts are data, in the same JSON a file would hold
    // (``KeyboardLayout/init(contentsOfFile:)``); only the embedding is Swift. The symbols and
    // number pad are the same on every built-in layout but for the currency sign and the
    // decimal key, so they are written once (`commonPagesJSON`).

    static let usQWERTYJSON = """
    {
      "name": "English (US)",
      "letters": [
        ["q","w","e","r","t","y","u","i","o","p"],
        ["a","s","d","f","g","h","j","k","l"],
        ["shift","z","x","c","v","b","n","m","backspace"],
        [{"key": "symbols", "width": 2}, {"key": "space", "width": 5.5}, {"key": "return", "width": 2.5}]
      ],
    \(commonPagesJSON(currency: "$", decimal: "."))
    }
    """

    static let germanQWERTZJSON = """
    {
      "name": "Deutsch",
      "letters": [
        ["q","w","e","r","t","z","u","i","o","p","ü"],
        ["a","s","d","f","g","h","j","k","l","ö","ä"],
        ["shift","y","x","c","v","b","n","m","ß","backspace"],
        [{"key": "symbols", "width": 2}, {"key": "space", "width": 6.5}, {"key": "return", "width": 2.5}]
      ],
    \(commonPagesJSON(currency: "€", decimal: ","))
    }
    """

    /// The `symbols` and `numberPad` pages with a locale's currency sign and decimal key.
    private static func commonPagesJSON(currency: String, decimal: String) -> String {
        """
          "symbols": [
            ["1","2","3","4","5","6","7","8","9","0"],
            ["-","/",":",";","(",")","\(currency)","&","@","\\""],
            [".",",","?","!","'","#","%","+","=","backspace"],
            [{"key": "letters", "width": 2}, {"key": "space", "width": 5.5}, {"key": "return", "width": 2.5}]
          ],
          "numberPad": [
            [{"key": "1", "width": 1.333}, {"key": "2", "width": 1.333}, {"key": "3", "width": 1.334}],
            [{"key": "4", "width": 1.333}, {"key": "5", "width": 1.333}, {"key": "6", "width": 1.334}],
            [{"key": "7", "width": 1.333}, {"key": "8", "width": 1.333}, {"key": "9", "width": 1.334}],
            [{"key": "\(decimal)", "width": 1}, {"key": "0", "width": 1}, {"key": "backspace", "width": 1}, {"key": "return", "width": 1}]
          ]
        """
    }
}
