extension Double {
    /// The figure to the nearest 1/1000 pt, for the numbers the service computes rather than reads or sets: a
    /// distance it measures between two things it placed (a bar and the keyboard, a field and the keyboard, an inset
    /// and the reference's) and a keyframe's sampled position (docs/wire.md, "Measured distances and keyframes").
    ///
    /// Such a figure comes out of sums and differences of the request's numbers and of the animation curves, each
    /// rounded to binary: where the geometry makes it exact, what is left is rounding noise of a few units in the
    /// last place (1.1368683772161603e-13 is one unit at 852 pt; a motion's end sampled as 443.99999999999994). A
    /// thousandth of a point is far above that noise and far below anything a screen shows (a pixel is 1/3 pt at
    /// scale 3), and it is the precision the messages already print (`pt`). -0 (a negative noise rounded) is 0.
    package var toThousandthPoint: Double {
        (self * 1000).rounded() / 1000 + 0
    }
}
