extension Label: BaselineProviding {
    package var baselineFont: Font { font }
}
