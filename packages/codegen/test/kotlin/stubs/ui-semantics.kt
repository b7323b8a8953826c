package androidx.compose.ui.semantics

@JvmInline
value class Role private constructor(private val value: Int) {
    companion object {
        val Button: Role = Role(0)
        val Checkbox: Role = Role(1)
        val Switch: Role = Role(2)
        val RadioButton: Role = Role(3)
        val Tab: Role = Role(4)
        val Image: Role = Role(5)
        val DropdownList: Role = Role(6)
    }
}
